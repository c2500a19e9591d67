// Its own module, so that importing it lazily moves Mantine's toast container out of the first chunk
// (a dynamic import of the package itself would not: the package is also imported statically).
export { Notifications } from '@mantine/notifications';
