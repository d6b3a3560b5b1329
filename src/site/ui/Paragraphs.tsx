/**
 * Text a person typed (a review, a complaint and its reply), shown as they wrote it: a blank line
 * starts a paragraph, a line break stays a line break. React escapes the words.
 */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((part) => part.trim())
        .map((part, index) => (
          <p key={index}>
            {part.split("\n").map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
    </>
  );
}
