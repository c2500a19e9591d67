/** Unix seconds, the unit of every `created` and `expires_at` paysim answers. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);
