import { Fragment } from 'react';

/**
 * An e-mail address kept whole on a narrow screen (issue 26: `break-all` cut it mid-word). It
 * wraps only before its "@" and before the dots of its domain: each piece is an inline block,
 * moved whole to the next line (so not even at a hyphen inside it), and only a piece longer than
 * the whole line breaks inside (`overflow-wrap: break-word`), so nothing runs off the screen.
 */
export function EmailText({ address, className = '' }: { address: string; className?: string }) {
  const at = address.lastIndexOf('@');
  const pieces = at < 0 ? [address] : [address.slice(0, at), ...address.slice(at).split(/(?=\.)/)];
  return (
    <span className={`break-words ${className}`} data-email={address}>
      {pieces.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="inline-block max-w-full">{p}</span>
        </Fragment>
      ))}
    </span>
  );
}
