import { BlockList } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** Whether an address is this machine's. */
export const isLoopback = (address: string) => loopback.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
