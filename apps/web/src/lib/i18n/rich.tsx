import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it: the translation keeps `{name}` where the element
 * goes, so each language puts the link or the bold word where its grammar wants it.
 * `<Rich text={t.agree} parts={{ terms: <Link to="/terms_of_use">{t.terms}</Link> }} />`
 */
export function Rich({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\{(\w+)\}/g);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
