import { Hono } from "hono";
import { cacheLong, cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { BLOG_PAGE_SIZE, READING_WORDS_PER_MINUTE, SHOP_LOGO_PNG } from "../../common/config/storefront";
import { BLOG_CATEGORIES } from "../../common/content/blog/categories";
import { type BlogArticle, type BlogCategory, coverRaster } from "../../common/content/types";
import type { AppEnv } from "../env";
import { formatDate } from "../../common/i18n/intl";
import type { ListedTyre } from "../shop-client";
import { optional } from "../shop-client/answers";
import { siteSettings } from "../../common/site-settings";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { JsonLd } from "../ui/JsonLd";
import { Pagination } from "../ui/Pagination";
import { ProductGrid } from "../ui/ProductGrid";
import { blocksText, RichText } from "../ui/RichText";
import { renderNotFound } from "./errors";
import { absoluteUrl, blogArticlePath, ROUTES } from "../../common/routes";

/** The articles, newest first: their texts load with the first page that lists or shows them, not at the Worker's startup. */
export const blogArticles = () => import("../../common/content/blog").then((blog) => blog.BLOG_ARTICLES);

export function blogCategoryPath(category: string): string {
  return `${ROUTES.blog}/${encodeURIComponent(category)}`;
}

function readingMinutes(article: BlogArticle): number {
  const words = blocksText(article.blocks).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

const categoryOf = (slug: string) => BLOG_CATEGORIES.find((category) => category.slug === slug);

/** "?strona=2" from page 2 on; page 1 has no query (SPEC §2: a page number only when > 1). */
function pageQuery(page: number): string {
  return page > 1 ? `?strona=${page}` : "";
}

function parsePage(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

function ArticleCard({ article }: { article: BlogArticle }) {
  const href = blogArticlePath(article.category, article.slug);
  return (
    <article className="article-card">
      <a href={href} className="article-card-image" tabIndex={-1} aria-hidden="true">
        <img src={article.cover.src} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      </a>
      <div className="article-card-body">
        <p className="article-meta">
          {categoryOf(article.category)?.name} · <time dateTime={article.published}>{formatDate(article.published)}</time> ·{" "}
          {readingMinutes(article)} min czytania
        </p>
        <h2>
          <a href={href}>{article.title}</a>
        </h2>
        <p>{article.lead}</p>
      </div>
    </article>
  );
}

function CategoryNav({ current }: { current?: string }) {
  return (
    <nav className="blog-categories" aria-label="Kategorie bloga">
      <a href={ROUTES.blog} aria-current={current ? undefined : "page"}>
        Wszystkie
      </a>
      {BLOG_CATEGORIES.map((category) => (
        <a key={category.slug} href={blogCategoryPath(category.slug)} aria-current={current === category.slug ? "page" : undefined}>
          {category.name}
        </a>
      ))}
    </nav>
  );
}

function ArticleList({ articles, category, page }: { articles: BlogArticle[]; category?: BlogCategory; page: number }) {
  const all = category ? articles.filter((article) => article.category === category.slug) : articles;
  const pages = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
  const shown = all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const base = category ? blogCategoryPath(category.slug) : ROUTES.blog;
  return (
    <div className="container blog-page">
      <Breadcrumbs items={category ? [{ label: "Blog", href: ROUTES.blog }, { label: category.name }] : [{ label: "Blog" }]} />
      <h1>{category ? category.name : "Blog o oponach"}</h1>
      <p className="lead">
        {category
          ? category.description
          : "Porady, które pomagają wybrać opony i bezpiecznie na nich jeździć: sezony, etykieta UE, wiek opony i technologie."}
      </p>
      <CategoryNav current={category?.slug} />
      <div className="article-grid">
        {shown.map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </div>
      <Pagination page={page} pages={pages} hrefOf={(n) => `${base}${pageQuery(n)}`} label="Strony bloga" />
    </div>
  );
}

function ArticleView({
  article,
  category,
  related,
  siteUrl,
  siteName,
}: {
  article: BlogArticle;
  category: BlogCategory;
  related: ListedTyre[];
  siteUrl: string;
  siteName: string;
}) {
  const path = blogArticlePath(article.category, article.slug);
  return (
    <div className="container content-page">
      <Breadcrumbs
        items={[
          { label: "Blog", href: ROUTES.blog },
          { label: category.name, href: blogCategoryPath(category.slug) },
          { label: article.title },
        ]}
      />
      <article className="prose article">
        <p className="article-meta">
          <a href={blogCategoryPath(category.slug)}>{category.name}</a> ·{" "}
          <time dateTime={article.published}>{formatDate(article.published)}</time> · {readingMinutes(article)} min czytania
        </p>
        <h1>{article.title}</h1>
        <p className="lead">{article.lead}</p>
        <img className="article-cover" src={article.cover.src} alt={article.cover.alt} width={1200} height={630} fetchPriority="high" />
        <RichText blocks={article.blocks} />
      </article>
      {related.length ? (
        <section className="related-tyres" aria-labelledby="related-heading">
          <h2 id="related-heading">Opony, o których piszemy</h2>
          <ProductGrid tyres={related} actions={false} />
          <p>
            <a className="button button-secondary" href={article.related.listingPath}>
              Zobacz wszystkie
            </a>
          </p>
        </section>
      ) : null}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: article.title,
          description: article.description,
          datePublished: article.published,
          dateModified: article.published,
          image: absoluteUrl(siteUrl, coverRaster(article.cover)),
          mainEntityOfPage: absoluteUrl(siteUrl, path),
          inLanguage: "pl-PL",
          author: { "@type": "Organization", name: siteName, url: siteUrl },
          publisher: {
            "@type": "Organization",
            name: siteName,
            url: siteUrl,
            logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, SHOP_LOGO_PNG) },
          },
        }}
      />
    </div>
  );
}

export const blogPages = new Hono<AppEnv>()
  .get(ROUTES.blog, withCache(cacheLong, ["strona"]), async (c) => {
    const page = parsePage(c.req.query("strona"));
    const articles = await blogArticles();
    if (page === null || (page - 1) * BLOG_PAGE_SIZE >= articles.length) return renderNotFound(c);
    return c.render(<ArticleList articles={articles} page={page} />, {
      meta: {
        title: page > 1 ? `Blog o oponach – strona ${page}` : "Blog o oponach – porady i poradniki",
        description:
          "Porady o oponach: kiedy zmienić opony na zimowe, jak czytać etykietę UE, wiek opony i kod DOT, 3PMSF, opony całoroczne i run flat.",
        canonicalPath: `${ROUTES.blog}${pageQuery(page)}`,
      },
    });
  })
  .get(`${ROUTES.blog}/:category`, withCache(cacheLong, ["strona"]), async (c) => {
    const category = categoryOf(c.req.param("category"));
    const page = parsePage(c.req.query("strona"));
    const articles = await blogArticles();
    const count = articles.filter((article) => article.category === category?.slug).length;
    if (!category || page === null || (page > 1 && (page - 1) * BLOG_PAGE_SIZE >= count)) return renderNotFound(c);
    return c.render(<ArticleList articles={articles} category={category} page={page} />, {
      meta: {
        title: `${category.name} – blog o oponach`,
        description: category.description,
        canonicalPath: `${blogCategoryPath(category.slug)}${pageQuery(page)}`,
      },
    });
  })
  // Short: the article shows tyres with their current prices and stock.
  .get(`${ROUTES.blog}/:category/:article`, withCache(cacheShort), async (c) => {
    const article = (await blogArticles()).find(
      (candidate) => candidate.category === c.req.param("category") && candidate.slug === c.req.param("article"),
    );
    const category = article ? categoryOf(article.category) : undefined;
    if (!article || !category) return renderNotFound(c);
    const { season, runFlat, threePmsf } = article.related;
    // Optional: the article stands without its tyres if the catalogue does not answer.
    const query = {
      ...(season ? { season } : {}),
      ...(runFlat ? { runflat: "1" as const } : {}),
      ...(threePmsf ? { pmsf: "1" as const } : {}),
      sort: "popularity",
      limit: "4",
      facets: "0",
    } as const;
    const related = (await optional(c.var.shop.catalogue.search.$get({ query }), null))?.items ?? [];
    const site = siteSettings(c.env);
    return c.render(<ArticleView article={article} category={category} related={related} siteUrl={site.url} siteName={site.name} />, {
      meta: {
        title: article.title,
        description: article.description,
        canonicalPath: blogArticlePath(article.category, article.slug),
        ogType: "article",
        ogImage: coverRaster(article.cover),
        ogImageAlt: article.cover.alt,
      },
    });
  });
