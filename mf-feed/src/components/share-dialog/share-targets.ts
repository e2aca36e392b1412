// The networks of the share dialog (spec section 2) and the share URL each one takes. Every value
// is URL-encoded here, so a title with `&`, `#` or quotes cannot break out of its parameter.

export type ShareNetwork = 'facebook' | 'whatsapp' | 'twitter' | 'pinterest';

export interface ShareTarget {
  network: ShareNetwork;
  /** The visible name under the icon. */
  label: string;
  href: string;
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The share URL of each network for this link and title, in the dialog's order. */
export function shareTargets(link: string, title: string): ShareTarget[] {
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: link })}` },
    // WhatsApp takes one text: the title, then the link on its own line so it unfurls.
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?${query({ text: `${title}\n${link}` })}` },
    { network: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?${query({ url: link, text: title })}` },
    { network: 'pinterest', label: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?${query({ url: link, description: title })}` },
  ];
}
