import { List, Stack, Text } from '@mantine/core';

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'bullets' | 'steps'; lines: string[] };

const BULLET = /^- /;
const STEP = /^\d+\. /;

/** Splits catalogue text into paragraphs, bulleted lists ("- ") and numbered lists ("1. "). */
export function parseRichText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n{2,}/)) {
    for (const line of chunk.split('\n')) {
      const kind = BULLET.test(line) ? 'bullets' : STEP.test(line) ? 'steps' : 'paragraph';
      const content = line.replace(kind === 'bullets' ? BULLET : kind === 'steps' ? STEP : /^/, '');
      const last = blocks.at(-1);
      if (last && last.kind === kind && kind !== 'paragraph') last.lines.push(content);
      else blocks.push({ kind, lines: [content] });
    }
    blocks.push({ kind: 'paragraph', lines: [] }); // a blank line ends any list
  }
  return blocks.filter((block) => block.lines.length > 0);
}

export function RichText({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {parseRichText(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          block.lines.map((line, lineIndex) => (
            <Text key={`${index}-${lineIndex}`} lh={1.75}>
              {line}
            </Text>
          ))
        ) : (
          <List key={index} type={block.kind === 'steps' ? 'ordered' : 'unordered'} spacing={6} lh={1.7} withPadding>
            {block.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
