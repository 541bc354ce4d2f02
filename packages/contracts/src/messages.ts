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
  sessionExpired: 'Your session has expired. Please log in again.',

  // --- Auctions (spec 000 §5, §8) ---
  titleRequired: 'Title is required',
  titleTooShort: 'Title must be at least 10 characters',
  descriptionTooShort: 'Description must be at least 50 characters',
  categoryRequired: 'Category is required',
  startDateInFuture: 'Start date must be in the future',
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
  noFeaturedAuctions: 'No featured auctions at this time.',
  noAuctionsMatching: 'No auctions found matching your criteria.',
  noPermission: 'You do not have permission to access this page',
  paymentMethodRequired: 'Payment Method Required',
  // ours
  locationRequired: 'Location is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  descriptionRequired: 'Description is required',

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
  pricingLoadFailed: 'Failed to load pricing configuration',
  pricingUpdateFailed: 'Failed to update pricing. Please try again.',
  pricingUpdated: 'Pricing updated successfully!',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotDeleteOwnAccount: 'You cannot delete your own account',
  fillAllRequiredFields: 'Please fill in all required fields',
  noUsersFound: 'No users found',
  confirmDeleteUser: 'Are you sure you want to delete this user? This action cannot be undone.',
  confirmDeleteLogo: 'Are you sure you want to delete this logo?',

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
  genericErrorTryLater: 'An error occurred. Please try again later.',

  // --- Payment (spec 001 §2, §8) ---
  paymentFailed: 'Payment failed',
  paymentSuccessful: 'Payment successful! Your purchase has been completed.',
  processing: 'Processing...',
  loadingPaymentSystem: 'Loading payment system...',
  paymentSystemUnavailable: 'Payment System Unavailable',
  taxCalculatedByProvince: 'Tax will be calculated based on your province',
  saveCardForFuture: 'Save this card for future purchases',

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
  authenticationRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'The requested resource was not found.',
  routeNotFound: 'Not found',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This type of content is not supported.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  internalError: 'Something went wrong on our side. Please try again.',
  userNotFound: 'User not found',
  noFileUploaded: 'Please choose a file to upload.',
  serviceUnavailable: 'The service is starting or unavailable. Please try again shortly.',
  crossSiteRequestRefused: 'This request was refused because it came from another site.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
