export * from './invoice-texts.ts';
export * from './labels-fr.ts';
export * from './locale.ts';
export * from './mail-texts.ts';
export * from './messages-fr.ts';
export * from './page-texts.ts';
export * from './routes.ts';
export * from './translate.ts';
