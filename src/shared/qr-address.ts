/**
 * Whether guests' phones can open the address the QR codes point at. Until staff save the
 * menu's public address, the codes point at the one the back office was opened at, and on the
 * restaurant's own computer that is often `http://127.0.0.1:3000`: a code no phone can open.
 * 'QR ve Baskı' warns on the page, on each download and on the printed cards' page, and the
 * cards are printed for such an address only when staff confirm it.
 */

/** Who can open an address: anyone, the devices on the restaurant's network, or this computer alone. */
export type AddressReach = 'public' | 'local-network' | 'this-computer';

const ipv4 = (host: string) => {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)?.slice(1).map(Number);
  return parts?.every((part) => part <= 255) ? (parts as [number, number, number, number]) : null;
};

/** An IPv4 address written inside IPv6 (`::ffff:7f00:1` is 127.0.0.1), as the URL parser leaves it. */
function mappedIpv4(host: string): [number, number, number, number] | null {
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255];
}

function ipv4Reach([a, b]: [number, number, number, number]): AddressReach {
  if (a === 127 || a === 0) return 'this-computer';
  if (
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  ) {
    return 'local-network';
  }
  return 'public';
}

/** Who can open `address` (an http(s) address); an address that does not parse reaches nobody beyond this computer. */
export function addressReach(address: string): AddressReach {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return 'this-computer';
  }
  if (host.startsWith('[')) {
    const inner = host.slice(1, -1);
    if (inner === '::1' || inner === '::') return 'this-computer';
    const mapped = mappedIpv4(inner);
    if (mapped) return ipv4Reach(mapped);
    // fc00::/7 (unique local) and fe80::/10 (link local).
    return /^(f[cd][0-9a-f]{0,2}|fe[89ab][0-9a-f]?):/.test(inner) ? 'local-network' : 'public';
  }
  const v4 = ipv4(host);
  if (v4) return ipv4Reach(v4);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'this-computer';
  // A name without a dot ("kasa") or under a name only a local network answers.
  if (!host.includes('.') || /\.(local|lan|internal|intranet|home\.arpa|home|corp)$/.test(host)) return 'local-network';
  return 'public';
}

export const THIS_COMPUTER_ONLY = 'Bu kodlar yalnızca bu bilgisayarda açılır';
export const LOCAL_NETWORK_ONLY = 'Bu kodlar yalnızca restoranın ağındaki cihazlarda açılır';

export interface CodesWarning {
  /** The warning's first sentence, shown in bold. */
  title: string;
  /** What it means and what to do. */
  detail: string;
  /** The address cannot be opened from a guest's own phone: printing or downloading asks first. */
  confirm: boolean;
}

/**
 * The warning for codes that point at `base` while the saved public address is `saved` ('' when
 * none is saved), or null when a public address is saved and the codes point at it.
 */
export function codesWarning(saved: string, base: string): CodesWarning | null {
  const reach = addressReach(base);
  const fix = 'QR ve Baskı sayfasında menünün herkese açık adresini (ör. https://menu.sofra.com.tr) kaydedin.';
  if (reach === 'this-computer') {
    return {
      title: `${THIS_COMPUTER_ONLY}.`,
      detail: `Kodlar ${base} adresine gidiyor; misafirlerin telefonları bu adresi açamaz. ${fix}`,
      confirm: true,
    };
  }
  if (reach === 'local-network') {
    return {
      title: `${LOCAL_NETWORK_ONLY}.`,
      detail: `Kodlar ${base} adresine gidiyor; bu bir yerel ağ adresi, mobil veriyle açılmaz. ${fix}`,
      confirm: true,
    };
  }
  if (saved === '') {
    return {
      title: 'Menünün herkese açık adresi kaydedilmedi.',
      detail: `Kodlar şimdilik bu sayfanın adresine (${base}) gidiyor. ${fix}`,
      confirm: false,
    };
  }
  return null;
}
