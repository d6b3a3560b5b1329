import { reactRenderer } from "@hono/react-renderer";
import { siteSettings } from "../site";
import { Layout, type PageMeta } from "../ui/Layout";

declare module "@hono/react-renderer" {
  interface Props {
    meta?: PageMeta;
  }
}

/** Streams every page inside the shop's layout: `c.render(<Page />, { meta })`. */
export const renderer = reactRenderer(
  ({ children, c, meta }) => (
    <Layout site={siteSettings(c.env)} meta={meta ?? {}}>
      {children}
    </Layout>
  ),
  { stream: true },
);
