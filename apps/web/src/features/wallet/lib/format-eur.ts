const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** Euro amounts of an iDEAL payment; 'Error' for anything that is not a number, like formatUsd. */
export const formatEur = (euros: unknown): string => (typeof euros === 'number' && Number.isFinite(euros) ? eur.format(euros) : 'Error');
