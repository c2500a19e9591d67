import { Anchor, Button, Text } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { hashtagParts } from '../lib/hashtag-parts';
import { readMoreCut } from '../lib/read-more';
import { OtherDomainLinkFlag } from '@/shared/ui/OtherDomainLinkFlag';

/** Text with each #hashtag a link to its posts. */
function WithHashtags({ text }: { text: string }) {
  return hashtagParts(text).map((part, index) =>
    part.kind === 'hashtag' ? (
      // A lighter shade than the theme's links (4.0:1 on a card) and underlined: told apart from the text without colour.
      <Anchor key={index} component={Link} to={paths.hashtag.to(part.tag)} c="velvet.2" underline="always">
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
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
      <OtherDomainLinkFlag text={text} />
    </div>
  );
}
