import { GENERIC_ERROR_TRY_LATER } from './error-values.ts';

/**
 * Every user-facing message text. The spec's texts (000 §2/§5/§8, 001 §2/§5/§8) are word for word;
 * texts the spec does not give are ours and marked as such. The web app's i18n resources are built
 * from this table, so a translation overrides a key, never a literal.
 */
export const MESSAGES = {
  // --- Login and register (spec 000 §5, §8) ---
  emailRequired: 'Email is required',
  invalidEmailFormat: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  loginFailed: 'Login failed',
  invalidEmailOrPassword: 'Invalid email or password',
  registrationFailed: 'Registration failed',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  // ours: register rules the spec lists as required without a text
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordTooShort: 'Password must be at least 8 characters',
  serviceTypeRequired: 'Please select a service type',
  emailAlreadyRegistered: 'An account with this email already exists',
  tooManyLoginAttempts: 'Too many login attempts. Please try again in a few minutes.',
  // ours: issue 25 (registration limit; a taken address is not confirmed to a stranger)
  tooManyRegistrations: 'Too many sign-ups from this address. Please try again later.',
  registrationCheckEmail: 'Check your e-mail to continue: we have sent a message to that address.',
  sessionExpired: 'Your session has expired. Please log in again.',
  // ours: password recovery and change (decision 7)
  passwordResetRequested: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  passwordResetInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Your password has been changed. Please log in.',
  passwordUpdated: 'Your password has been changed.',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  tooManyPasswordResets: 'Too many requests. Please try again in a few minutes.',
  // ours: issue 27 (buyers, the e-mailed sign-in link, e-mail confirmation, self-served privacy)
  buyerCannotSell:
    'Buyer accounts save, follow and get alerts. To list auctions, banners or directory listings, upgrade to a seller account from your profile: you keep everything you saved.',
  alreadySeller: 'This account can already list auctions and ads.',
  accountUpgraded: 'Your account can now list auctions and ads.',
  emailLinkSent:
    'If that address can receive mail, a sign-in link is on its way. It works once, for 15 minutes.',
  emailLinkInvalid: 'This sign-in link is invalid, used or expired. Ask for a new one.',
  emailConfirmInvalid: 'This confirmation link is invalid or has expired. Ask for a new one.',
  emailConfirmed: 'Thank you: your e-mail address is confirmed.',
  emailConfirmSent: 'We have sent a new confirmation link to your e-mail address.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  accountDeleteLinkSent: 'We have sent a link to your e-mail address to confirm the deletion.',
  accountDeleteConfirmationRequired: 'Enter your password, or confirm by the link we e-mail you.',
  accountDeleteLinkInvalid: 'This deletion link is invalid or has expired. Ask for a new one.',
  cannotDeleteLastSuperadmin: 'The last superadmin cannot be deleted. Make someone else a superadmin first.',

  // --- Auctions (spec 000 §5, §8) ---
  titleRequired: 'Title is required',
  titleTooShort: 'Title must be at least 10 characters',
  descriptionTooShort: 'Description must be at least 50 characters',
  categoryRequired: 'Category is required',
  // ours: category administration (issue 31 item 3)
  categoryNameRequired: 'Enter the English name',
  categoryNameFrRequired: 'Enter the French name',
  categoryNameTooLong: 'Keep the name under 60 characters',
  categoryNameTaken: 'Another category already has this name',
  categoryNotFound: 'Category not found',
  categoryInUse: 'This category still has auctions: choose a category to move them to',
  categoryMergeIntoSelf: 'Choose another category to move the auctions to',
  startDateInFuture: 'Start date must be in the future',
  alertFrequencyInvalid: 'Choose how often: instantly, daily or weekly.',
  savedSearchNameRequired: 'Name this search',
  savedSearchNameTooLong: 'Keep the name under 80 characters',
  savedSearchLimit: 'You can keep up to 25 saved searches. Delete one to save another.',
  savedSearchNotFound: 'Saved search not found',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid any more; the alert may already be off.',
  cannotFollowYourself: 'You cannot follow yourself.',
  auctioneerNotFound: 'Auctioneer not found',
  auctionCancelledFinal: 'This auction is cancelled; it can no longer change.',
  auctionAlreadyEnded: 'This auction has already ended.',
  endDateAfterStart: 'End date must be after start date',
  mustBeValidUrl: 'Must be a valid URL',
  confirmDeleteAuction: 'Are you sure you want to delete this auction? This action cannot be undone.',
  auctionDeleted: 'Auction deleted successfully',
  auctionDeleteFailed: 'Failed to delete auction. Please try again.',
  auctionCreateFailed: 'Error creating auction listing. Please try again.',
  auctionUpdated: 'Auction updated successfully!',
  auctionUpdateFailed: 'Failed to update auction',
  auctionLoadForEditFailed: 'Failed to load auction details',
  auctionNotFound: 'Auction not found',
  // ours (issue 17): places and searches near one
  placeNotFound: 'Place not found',
  nearInvalid: 'Choose a place from the list or give coordinates as latitude,longitude',
  radiusOutOfRange: 'The radius must be between 5 and 500 km',
  noFeaturedAuctions: 'No featured auctions at this time.',
  noAuctionsMatching: 'No auctions found matching your criteria.',
  noPermission: 'You do not have permission to access this page',
  paymentMethodRequired: 'Payment Method Required',
  // ours
  locationRequired: 'Location is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  descriptionRequired: 'Description is required',
  auctionImageTooLarge: 'Image must be less than 10MB',
  auctionImageInvalidType: 'Please upload a valid image file (JPG, PNG, GIF or WebP)',
  tooManyGalleryImages: 'A listing can hold at most 50 gallery images',
  galleryImageNotInListing: 'An image in the gallery list does not belong to this listing',
  sellerNotFound: 'The selected seller was not found',
  auctionApproved: 'Auction approved',
  auctionApprovedNeedsPayment:
    'This listing’s payment was refunded, so it now awaits a new payment and comes back for review once paid.',
  auctionRejected: 'Auction rejected',
  /** Issue 31 item 2: the reject call's body. */
  rejectionReasonInvalid: 'Choose a reason from the list',
  /** A known reason that the item's queue does not offer (a directory listing's on an auction…). */
  rejectionReasonNotForKind: 'This reason is not offered for this kind of item: choose one from its list',
  rejectionNoteRequired: 'Describe the reason when you choose Other',
  /** Issue 31 item 1: bulk review of a queue (ours). */
  bulkReviewIdsRequired: 'Select at least one item to review',
  bulkReviewTooMany: 'Review at most 100 items at once',
  auctionAwaitingPayment: 'This auction is awaiting payment and is not in review yet.',
  /** `{count}` is replaced by the number approved. */
  auctionsApprovedCount: 'Approved {count} pending auction(s) for this seller',
  signInToSave: 'Please log in to save auctions.',

  // --- Admin (spec 001 §8) ---
  createUserFailed: 'Failed to create user',
  userCreated: 'User created successfully',
  updateRoleFailed: 'Failed to update user role',
  autoApproveUpdateFailed: 'Failed to update auto-approve status',
  freeBannerAdsUpdateFailed: 'Failed to update free banner ads status',
  freeAuctionListingsUpdateFailed: 'Failed to update free auction listings status',
  deleteUserFailedPrefix: 'Failed to delete user: ',
  unknownError: 'Unknown error',
  updateUserFailed: 'Failed to update user',
  userUpdated: 'User updated successfully',
  approveAuctionFailed: 'Failed to approve auction',
  rejectAuctionFailed: 'Failed to reject auction',
  approveAllAuctionsFailed: 'Failed to approve all auctions',
  approveBannerFailed: 'Failed to approve banner',
  rejectBannerFailed: 'Failed to reject banner',
  updateDirectoryInfoFailed: 'Failed to update directory information',
  uploadLogoFailed: 'Failed to upload logo',
  deleteLogoFailed: 'Failed to delete logo',
  updateDirectoryStatusFailed: 'Failed to update directory status',
  dashboardLoadFailed: 'Failed to load dashboard data. Please refresh the page.',
  // ours: the Directory tab's rules the spec gives no text for
  directoryListingNeedsType: 'Choose an advertiser type to list this user in the directory',
  logoMustBeUploaded: 'The logo must be an image uploaded to Mariner Marketplace',
  pricingLoadFailed: 'Failed to load pricing configuration',
  pricingUpdateFailed: 'Failed to update pricing. Please try again.',
  pricingUpdated: 'Pricing updated successfully!',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotDeleteOwnAccount: 'You cannot delete your own account',
  fillAllRequiredFields: 'Please fill in all required fields',
  noUsersFound: 'No users found',
  confirmDeleteUser: 'Are you sure you want to delete this user? This action cannot be undone.',
  confirmDeleteLogo: 'Are you sure you want to delete this logo?',
  // ours: the Users tab's answers the spec gives no text for
  userSettingsOnlyForNonAdmins: 'These settings apply only to non-admin users',
  userDeleted: 'User deleted successfully',
  userRoleUpdated: 'User role updated',

  // --- Banners (spec 001 §5, §8) ---
  mustBeValidEmail: 'Must be a valid email',
  uploadBannerImage: 'Please upload a banner image',
  bannerFileTooLarge: 'File size must be less than 2MB',
  bannerInvalidType: 'Please upload a valid image file (JPG, PNG, or GIF)',
  bannerCreateFailed: 'Error creating banner ad. Please try again.',
  bannerDeleteFailed: 'Failed to delete banner',
  confirmDeleteBanner: 'Are you sure you want to delete this banner ad?',
  noBannerAds: 'No banner ads yet',

  // --- Profile (spec 001 §5, §8) ---
  invalidPhoneFormat: 'Invalid phone number format',
  logoFileTooLarge: 'File size must be less than 5MB',
  fileMustBeImage: 'File must be an image',
  updateProfileFailed: 'Failed to update profile',
  addPaymentMethodFailed: 'Failed to add payment method',
  updateDefaultPaymentMethodFailed: 'Failed to update default payment method',
  deletePaymentMethodFailed: 'Failed to delete payment method',
  // ours
  companyNameRequiredForSellers: 'Company name is required',
  websiteMustStartWithHttp: 'Website must start with http:// or https://',
  profileUpdated: 'Profile updated successfully!',
  invalidProvince: 'Please select a valid province or territory',
  /** Issue 30: sellers and advertisers name their province at sign-up; it sets their tax. */
  provinceRequired: 'Please select your province or territory',
  /** Issue 30 item 5: the sales-tax report's period. */
  reportPeriodOrder: 'The end of the period must not be before its start',
  /** Issue 30 item 2: banner and directory statistics read at most a year (and a day) at once. */
  statsPeriodTooLong: 'Choose a period of at most 366 days',
  /** Issue 30 item 5: the revenue report reads at most ten years of months. */
  revenuePeriodTooLong: 'Choose a period of at most 10 years',

  // --- Directory form (spec 001 §5, §8) ---
  companyNameRequired: 'Company name is required',
  phoneRequired: 'Phone number is required',
  invalidEmailAddress: 'Invalid email address',
  selectAtLeastOneCategory: 'Select at least one category',
  logoTooLarge: 'Logo must be less than 5MB',
  directoryCreateFailed: 'Failed to create listing. Please try again.',
  noAuctioneersFound: 'No auctioneers found.',
  noServicesFound: 'No services found.',
  advertiserNotFound: 'Advertiser not found',

  // --- Newsletter (spec 001 §8) ---
  invalidConfirmationLink: 'Invalid confirmation link',
  confirmSubscriptionFailed: 'Failed to confirm subscription',
  genericErrorTryLater: GENERIC_ERROR_TRY_LATER,
  // ours: subscribe, confirm and unsubscribe (decision 12); the subscribe answer never says whether
  // the address was already on the list
  newsletterCheckEmail: 'Please check your email to confirm your subscription.',
  newsletterSubscribeFailed: 'Failed to subscribe. Please try again.',
  newsletterConfirmed: 'Thank you! Your newsletter subscription is confirmed.',
  newsletterConfirmLinkInvalid: 'This confirmation link is invalid, already used or expired.',
  newsletterUnsubscribed: 'You have been unsubscribed from the newsletter.',
  newsletterUnsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
  // ours: issue 31 item 4 (newsletter campaigns)
  campaignSubjectRequired: 'A subject is required in both languages',
  campaignBodyRequired: 'A message is required in both languages',
  campaignPlaceUnknown: 'Choose a known place for the upcoming auctions',
  campaignNotFound: 'This campaign does not exist.',
  campaignNotDraft: 'This campaign has been sent and can no longer be changed.',
  campaignAlreadySent: 'This campaign has already been sent.',
  invalidUnsubscribeLink: 'Invalid unsubscribe link',
  unsubscribeFailed: 'Failed to unsubscribe',

  // --- Payment (spec 001 §2, §8) ---
  paymentFailed: 'Payment failed',
  paymentSuccessful: 'Payment successful! Your purchase has been completed.',
  processing: 'Processing...',
  loadingPaymentSystem: 'Loading payment system...',
  paymentSystemUnavailable: 'Payment System Unavailable',
  taxCalculatedByProvince: 'Tax will be calculated based on your province',
  saveCardForFuture: 'Save this card for future purchases',
  // ours
  confirmDeletePaymentMethod: 'Are you sure you want to remove this card?',
  paymentMethodAdded: 'Card added.',
  paymentItemRequired: 'Choose the item to pay for.',
  amountMismatch: 'The amount does not match the price. Please reload the page.',
  invoiceAlreadyPaid: 'This invoice has already been paid.',
  invoiceNotPayable: 'This invoice can no longer be paid.',
  invoiceNotCancellable: 'Only an unpaid invoice can be cancelled.',
  directoryListingEnded: 'This directory listing has ended. Renew it to change it.',
  directoryListingNotReviewable: 'Only a paid directory listing that is still running can be reviewed.',
  directoryListingNotRejected: 'Only a rejected directory listing can be resubmitted.',
  renewalNotAvailable: 'This item cannot be renewed.',
  testModeRibbon: 'Test mode — no real payments',
  invoiceTooLarge: 'This order is more than one invoice can bill. Please order a shorter period.',
  paymentNotCompleted: 'The payment has not been completed.',
  paymentDoesNotMatchInvoice: 'This payment does not belong to this invoice.',
  checkoutMovedOn: 'This invoice is being paid in another window. Please reload the page.',
  duplicatePaymentRefunded:
    'This invoice was already paid, so this second payment has been refunded to your card.',

  // --- Card (Stripe's wording) ---
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryMonthInvalid: "Your card's expiration month is invalid.",
  cardExpiryYearInvalid: "Your card's expiration year is invalid.",
  cardExpiryInPast: "Your card's expiration date is in the past.",
  cardCvcInvalid: "Your card's security code is invalid.",
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',

  // --- Invoices (spec 001 §8) ---
  invoicesLoadFailed: 'Failed to load invoices',
  invoiceLoadFailed: 'Failed to load invoice',
  invoiceNotFound: 'Invoice Not Found',
  invoiceNotFoundText: 'The invoice you are looking for could not be found.',
  invoiceDownloadFailed: 'Failed to download invoice',
  noInvoices: 'No invoices yet',

  // --- Generic server answers (ours) ---
  validationFailed: 'Please correct the highlighted fields.',
  invalidJson: 'The request body is not valid JSON.',
  malformedMultipart: 'The upload could not be read. Please choose the file again.',
  // Issue 25, defect 5: what uploads may cost (contracts' uploads.ts holds the limits).
  auctionImageTooManyPixels:
    'This picture is too large to process: at most 40 megapixels and 12,000 pixels on a side. Please resize it and try again.',
  bannerImageTooManyPixels:
    'This banner is too large to process: at most 4 megapixels and 4,000 pixels on a side. A leaderboard is 970×90 pixels and a square 250×250.',
  logoTooManyPixels:
    'This logo is too large to process: at most 25 megapixels and 8,000 pixels on a side. Please resize it and try again.',
  imageUploadsInProgress:
    'Two of your pictures are still being processed. Please wait for them to finish, then try again.',
  imageWorkBusy: 'Many pictures are being processed right now. Please try again in a minute.',
  uploadQuotaExceeded:
    'Your pictures have reached your storage limit. Remove pictures you no longer use, then try again.',
  controlCharacters: 'Must not contain control characters',
  // ours (issue 25): a one-line field carrying a line break could forge lines in a calendar or a header
  lineBreaks: 'Must be a single line, without line breaks',
  tooDeeplyNested: 'The request body is nested too deeply.',
  authenticationRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'The requested resource was not found.',
  routeNotFound: 'Not found',
  payloadTooLarge: 'The request is too large.',
  headersTooLarge: 'The address or headers of the request are too long.',
  requestTimedOut: 'The request took too long to arrive.',
  malformedRequest: 'The request could not be read.',
  unsupportedMediaType: 'This type of content is not supported.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  internalError: 'Something went wrong on our side. Please try again.',
  userNotFound: 'User not found',
  noFileUploaded: 'Please choose a file to upload.',
  serviceUnavailable: 'The service is starting or unavailable. Please try again shortly.',
  draining: 'This server is shutting down. Please try again.',
  crossSiteRequestRefused: 'This request was refused because it came from another site.',
  calendarMonthFormat: 'Choose a month as YYYY-MM',
  calendarDayFormat: 'Choose a day as YYYY-MM-DD',
  // ours (issue 29): an auction's lots
  lotNotFound: 'Lot not found',
  lotNumberRequired: 'Lot number is required',
  lotNumberFormat:
    'A lot number is at most 12 letters, digits, dots, dashes or slashes, starting with a letter or digit',
  lotNumberTaken: 'Another lot of this auction already has this lot number',
  lotTitleRequired: 'Lot title is required',
  lotEstimateInvalid: 'An estimate is a whole number of cents from 0 to 1,000,000,000',
  lotEstimateOrder: 'The low estimate must not be more than the high estimate',
  lotQuantityInvalid: 'Quantity must be a whole number from 1 to 10,000',
  lotCategoryNotFound: 'The selected category was not found',
  tooManyLots: 'An auction can hold at most 2,000 lots',
  tooManyLotImages: 'A lot can hold at most 12 photos',
  lotImageNotInLot: 'A photo in the list does not belong to this lot',
  lotOrderMismatch: 'The order must list every lot of this auction exactly once',

  // --- ours: issue 28, the facts of a sale (decision 018) ---
  saleTypeInvalid: 'Choose a sale type: on site, online timed, live webcast or hybrid',
  biddingUrlHttps: 'The bidding link must be a secure address (https://)',
  biddingUrlOnlineOnly: 'A bidding link is for online sales: choose online timed, live webcast or hybrid',
  buyersPremiumRange: 'The buyer’s premium must be between 0 and 50 %',
  buyersPremiumDecimals: 'The buyer’s premium takes at most two decimals',
  paymentMethodInvalid: 'Choose payment methods among cash, debit, credit card, e-Transfer, cheque and wire',
  paymentMethodRepeated: 'Each payment method is listed once',
  saleWindowInvalid: 'Give each time as a date and time',
  saleWindowEndAfterStart: 'Each window must end after it starts',
  saleWindowsTooMany: 'List at most 10 windows',
  resultsUrlHttps: 'Must be a secure address starting with https://',
  resultsBeforeSaleEnded: 'Results can be added once the sale has ended.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
