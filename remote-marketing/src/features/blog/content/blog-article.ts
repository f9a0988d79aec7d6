export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  /** An optional bullet list after the paragraphs. */
  list?: string[];
}

/** One hiring guide. Articles are plain data, rendered by one template: no HTML strings to sanitise. */
export interface BlogArticle {
  /** Its address: /blog/<slug>. */
  slug: string;
  title: string;
  category: string;
  /** One or two sentences for the index and the article's lead. */
  summary: string;
  /** ISO date, YYYY-MM-DD. */
  publishedOn: string;
  readingMinutes: number;
  author: string;
  sections: ArticleSection[];
}
