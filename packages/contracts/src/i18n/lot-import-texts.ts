import type { LOT_IMPORT_MESSAGES } from '../lot-import-values.ts';

/** French twins of the lot import's messages (issue 29 item 2). */
export const LOT_IMPORT_MESSAGES_FR: Record<keyof typeof LOT_IMPORT_MESSAGES, string> = {
  importSheetMissing: 'Choisissez une feuille CSV ou XLSX de lots à importer',
  importSheetUnreadable: 'La feuille est illisible\u00a0: enregistrez-la en CSV (UTF-8) ou en XLSX',
  importSheetTooLarge: 'La feuille dépasse 10\u00a0Mo\u00a0: répartissez-la en plusieurs importations',
  importSheetEmpty: 'La feuille ne compte aucun lot sous sa ligne d’en-tête',
  importTooManyRows: 'Une feuille compte au plus 2\u00a0000\u00a0lots',
  importUnexpectedField: 'Envoyez la feuille sous «\u00a0sheet\u00a0» et les photos sous «\u00a0zip\u00a0»',
  importColumnUnknown:
    'Colonne inconnue\u00a0: utilisez lot, titre, description, estimation basse, estimation haute, quantité, catégorie, titre FR, description FR ou photos',
  importColumnRepeated: 'Cette colonne figure deux fois dans la feuille',
  importColumnMissing: 'La feuille doit avoir une colonne «\u00a0{name}\u00a0»',
  importLotNumberRepeated: 'Ce numéro de lot figure déjà à la ligne {name} de la feuille',
  importEstimateFormat: 'Écrivez une estimation en dollars, par exemple 1\u00a0200 ou 1200,50',
  importQuantityFormat: 'Écrivez la quantité en nombre entier de 1 à 10\u00a0000',
  importCategoryUnknown: 'Aucune catégorie ne porte ce nom\u00a0: écrivez l’une des catégories du site',
  importTooManyPhotos: 'Un lot peut compter au plus 12\u00a0photos',
  importPhotosWithoutZip: 'Cette ligne nomme des photos\u00a0: ajoutez l’archive ZIP qui les contient',
  importPhotoMissing: 'La photo «\u00a0{name}\u00a0» n’est pas dans l’archive ZIP',
  importPhotoAmbiguous:
    'Plusieurs fichiers de l’archive ZIP s’appellent «\u00a0{name}\u00a0»\u00a0: écrivez aussi son dossier',
  importPhotoNotImage: 'La photo «\u00a0{name}\u00a0» n’est pas une image JPEG, PNG, GIF ou WebP',
  importPhotoTooLarge: 'La photo «\u00a0{name}\u00a0» dépasse 10\u00a0Mo ou compte trop de pixels',
  importZipUnreadable: 'L’archive de photos est illisible\u00a0: envoyez un fichier ZIP',
  importZipTooLarge: 'L’archive de photos dépasse 4\u00a0Go\u00a0: répartissez-la en plusieurs importations',
  importZipExpandsTooMuch:
    'L’archive de photos dépasse 4\u00a0Go une fois décompressée\u00a0: répartissez-la en plusieurs importations',
  importZipTooManyFiles: 'L’archive de photos contient trop de fichiers',
  importZipUnsafePath: 'L’archive de photos contient un fichier dont le chemin sort de son dossier',
  importRowsInvalid:
    'Des lignes sont erronées, donc rien n’a été importé\u00a0: corrigez-les, ou importez seulement les bonnes lignes',
  importJobNotFound: 'Aucune importation de cette vente ne porte ce numéro',
  importJobsBusy: 'Deux de vos importations sont déjà en cours\u00a0: attendez que l’une se termine',
  importJobLost:
    'L’importation s’est arrêtée au redémarrage du serveur et ses fichiers sont introuvables\u00a0: rien n’a été importé, envoyez la feuille de nouveau',
  importJobStopped:
    'L’importation s’est arrêtée trois fois avant de finir\u00a0: rien n’a été importé, envoyez la feuille de nouveau ou en plus petites parties',
  importJobFailed:
    'L’importation a échoué sur le serveur\u00a0: rien n’a été importé, envoyez la feuille de nouveau',
};
