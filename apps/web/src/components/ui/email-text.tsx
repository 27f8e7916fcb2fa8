import { Fragment } from 'react';

/**
 * An e-mail address kept whole on a narrow screen: it may wrap only before its "@" and before the
 * dots of its domain, never mid-word (issue 26: `break-all` cut "ada.obi@exa|mple.com"). Only a
 * piece longer than the whole line still breaks (`overflow-wrap: break-word`), so nothing overflows.
 */
export function EmailText({ address, className = '' }: { address: string; className?: string }) {
  const at = address.lastIndexOf('@');
  const pieces = at < 0 ? [address] : [address.slice(0, at), ...address.slice(at).split(/(?=\.)/)];
  return (
    <span className={`break-words ${className}`} data-email={address}>
      {pieces.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
