import { formatCompactNumber } from '@/shared/format';

/** '1 post', '12 posts', '1.5k posts'. */
export const postCountLabel = (count: number) => `${formatCompactNumber(count)} ${count === 1 ? 'post' : 'posts'}`;
