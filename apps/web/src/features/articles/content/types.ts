export type ArticleSection = { heading: string; paragraphs: string[]; list?: string[] };
export type Article = { slug: string; title: string; updated: string; intro: string; sections: ArticleSection[] };
