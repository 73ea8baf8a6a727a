import { describe, expect, it } from 'vitest';
import { addressReach, codesWarning, LOCAL_NETWORK_ONLY, THIS_COMPUTER_ONLY } from '../../src/shared/qr-address.js';

// Whether a guest's phone can open the address the QR codes point at.

describe('addressReach', () => {
  it.each([
    'http://127.0.0.1:3000',
    'http://127.1:3000',
    'http://2130706433',
    'http://localhost:3000',
    'http://sofra.localhost',
    'http://[::1]:3000',
    'http://[::ffff:127.0.0.1]',
    'http://0.0.0.0:3000',
    'not an address',
  ])('%s opens on this computer only', (address) => {
    expect(addressReach(address)).toBe('this-computer');
  });

  it.each([
    'http://192.168.1.20:3000',
    'http://10.0.0.5',
    'http://172.16.4.1',
    'http://172.31.255.255',
    'http://169.254.10.10',
    'http://100.64.0.1',
    'http://[fd12:3456::1]',
    'http://[fe80::1]',
    'http://kasa:3000',
    'http://sofra.local',
    'http://menu.lan',
  ])('%s opens on the local network only', (address) => {
    expect(addressReach(address)).toBe('local-network');
  });

  it.each(['https://menu.sofra.com.tr', 'http://172.32.0.1', 'http://8.8.8.8', 'http://[2001:db8::1]', 'https://sofra.com.tr.'])(
    '%s opens from anywhere',
    (address) => {
      expect(addressReach(address)).toBe('public');
    },
  );
});

describe('codesWarning', () => {
  it('warns until a public address is saved, and asks before printing for one a phone cannot open', () => {
    expect(codesWarning('', 'http://127.0.0.1:3000')).toMatchObject({ title: `${THIS_COMPUTER_ONLY}.`, confirm: true });
    expect(codesWarning('http://192.168.1.20:3000', 'http://192.168.1.20:3000')).toMatchObject({
      title: `${LOCAL_NETWORK_ONLY}.`,
      confirm: true,
    });
    expect(codesWarning('', 'https://menu.sofra.com.tr')).toMatchObject({ confirm: false });
    expect(codesWarning('https://menu.sofra.com.tr', 'https://menu.sofra.com.tr')).toBeNull();
  });
});
