import type { ReactNode } from "react";
import type { Block } from "../../common/content/types";
import { keepNumbersWithUnits } from "../../common/i18n/typography";

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only the shop's own paths, anchors and https links become links; anything else stays text. */
function safeHref(href: string): string | null {
  if (/^\/(?![/\\])/.test(href) || href.startsWith("#")) return href;
  return /^https:\/\/[^\s"'<>]+$/.test(href) ? href : null;
}

/** Text with **bold** and [links](/path), a link also inside bold: React elements, so every character is escaped. */
export function Inline({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(keepNumbersWithUnits(text.slice(last, match.index)));
    const key = `${match.index}`;
    if (match[1] !== undefined)
      parts.push(
        <strong key={key}>
          <Inline text={match[1]} />
        </strong>,
      );
    else {
      const href = safeHref(match[3]!);
      const external = href?.startsWith("https://");
      parts.push(
        href ? (
          <a key={key} href={href} {...(external ? { rel: "noopener", target: "_blank" } : {})}>
            {keepNumbersWithUnits(match[2]!)}
          </a>
        ) : (
          keepNumbersWithUnits(match[2]!)
        ),
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(keepNumbersWithUnits(text.slice(last)));
  return <>{parts}</>;
}

/** Editorial content (help, legal pages, articles) from blocks of safe rich text. */
export function RichText({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "h2":
            return (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            );
          case "h3":
            return <h3 key={index}>{block.text}</h3>;
          case "p":
            return (
              <p key={index}>
                <Inline text={block.text} />
              </p>
            );
          case "ul":
          case "ol": {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "note":
            return (
              <p key={index} className="content-note">
                <Inline text={block.text} />
              </p>
            );
          case "table":
            return (
              <div key={index} className="table-scroll">
                <table className="content-table">
                  {block.caption ? <caption>{block.caption}</caption> : null}
                  <thead>
                    <tr>
                      {block.head.map((cell, cellIndex) => (
                        <th key={cellIndex} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex}>
                            <Inline text={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "faq":
            return (
              <details key={index} className="faq">
                <summary>{block.question}</summary>
                {block.answer.map((paragraph, paragraphIndex) => (
                  <p key={paragraphIndex}>
                    <Inline text={paragraph} />
                  </p>
                ))}
              </details>
            );
          case "form-template":
            return (
              <section key={index} className="form-template" aria-label={block.title}>
                <h3>{block.title}</h3>
                {block.lines.map((line, lineIndex) => (
                  <p key={lineIndex}>
                    <Inline text={line} />
                  </p>
                ))}
              </section>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

/** Plain text of blocks (reading time, search snippets). */
export function blocksText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if ("text" in block) return block.text;
      if ("items" in block) return block.items.join(" ");
      if (block.type === "faq") return `${block.question} ${block.answer.join(" ")}`;
      if (block.type === "table") return block.rows.flat().join(" ");
      return block.lines.join(" ");
    })
    .join(" ")
    .replace(/\*\*|\[|\]\([^)]*\)/g, "");
}
