import { Anchor, Button, Text } from '@mantine/core';
import { HASHTAG_PATTERN } from '@velvet/contracts';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { readMoreCut } from '../lib/read-more';

/** Text with each #hashtag a link to its posts. */
function WithHashtags({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG_PATTERN)) {
    const tag = match[1]!.toLowerCase();
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      <Anchor key={`h${match.index}`} component={Link} to={paths.hashtag.to(tag)}>
        {match[0]}
      </Anchor>,
    );
    last = match.index + match[0].length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}

/** A post's text, folded at the spec's 100 characters behind 'Read more'. */
export function PostText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const cut = readMoreCut(text);
  if (!text) return null;
  return (
    <div>
      <Text id={textId} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <WithHashtags text={expanded || !cut.isCut ? text : `${cut.shown}…`} />
      </Text>
      {cut.isCut && (
        <Button variant="subtle" size="compact-sm" px={0} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      )}
    </div>
  );
}
