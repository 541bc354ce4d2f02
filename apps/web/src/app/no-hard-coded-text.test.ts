// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { componentFiles, SRC } from '../test/source-files.ts';

/**
 * Issue 16: every text a person reads comes from the translations (locales/<language>/*.json or
 * the contracts' catalogue), so French is complete by construction. This reads every component as
 * TypeScript sees it and fails on words written straight into the markup: text between tags, a
 * string in braces, or a string given to an attribute people read (labels, placeholders, titles,
 * alternative text).
 */

/** Attributes and props whose value is shown or spoken to a person. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'heading',
  'description',
  'message',
  'text',
  'emptyText',
  'optionalText',
  'confirmLabel',
  'cancelLabel',
]);

/** Values that are not language: an address scheme shown as a placeholder. */
const LANGUAGE_FREE = /^(https?:\/\/)?$/;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !LANGUAGE_FREE.test(text.trim());

function hardCodedTexts(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push(
      `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text}`,
    );
  const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      ts.isJsxElement(node.parent) &&
      node.expression &&
      isText(node.expression)
    ) {
      if (hasWords(node.expression.text)) at(node, node.expression.text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && isText(value) && hasWords(value.text)) at(node, `${node.name.getText()}="${value.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the texts of the web app', () => {
  it('are never written into a component', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => hardCodedTexts(file))).toEqual([]);
  });

  it('would be caught if they were', () => {
    const component = `export const X = ({ t }) => (
      <section aria-label="Latest auctions">
        <h2>{t('heading')}</h2>
        <p>Nothing here yet.</p>
        <span>{'Loading'}</span>
        <input placeholder="https://" title={t('site')} />
        <b> · 2 </b>
      </section>
    );`;
    expect(hardCodedTexts(path.join(SRC, 'x.tsx'), component)).toEqual([
      'x.tsx:2 aria-label="Latest auctions"',
      'x.tsx:4 Nothing here yet.',
      'x.tsx:5 Loading',
    ]);
  });
});
