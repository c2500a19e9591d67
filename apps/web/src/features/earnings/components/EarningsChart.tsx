import { Box, ColorSwatch, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatUsd, type Earnings } from '@velvet/contracts';
import { earningsTypeLabel, stackEarnings } from '../lib/earnings-chart';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };
const PLOT_WIDTH = WIDTH - PAD.left - PAD.right;
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;
const MAX_DATE_LABELS = 8;

const palette = ['velvet.5', 'teal.5', 'yellow.5', 'blue.5', 'orange.5', 'grape.4', 'cyan.5', 'lime.5'];
const cssColor = (token: string) => `var(--mantine-color-${token.replace('.', '-')})`;

/** '2026-03-01' → '01/03' */
const shortDate = (date: string) => {
  const [, month = '', day = ''] = date.split('-');
  return `${day}/${month}`;
};

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Earnings over time, stacked by type, drawn as SVG; a table carries the same figures for screen readers. */
export function EarningsChart({ series }: { series: Earnings['series'] }) {
  const chart = stackEarnings(series);
  if (chart.bars.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        No earnings to chart yet.
      </Text>
    );
  }

  const colorOf = (type: string) => cssColor(palette[chart.types.indexOf(type) % palette.length] ?? 'gray.5');
  const y = (value: number) => PAD.top + PLOT_HEIGHT - (value / chart.max) * PLOT_HEIGHT;
  const band = PLOT_WIDTH / chart.bars.length;
  const barWidth = Math.min(36, band * 0.7);
  const labelEvery = Math.ceil(chart.bars.length / MAX_DATE_LABELS);

  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden style={{ display: 'block', overflow: 'visible' }}>
        {Array.from({ length: Math.round(chart.max / chart.step) + 1 }, (_, index) => {
          const value = chart.step * index;
          return (
            <g key={index}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} stroke="var(--mantine-color-default-border)" strokeDasharray={index === 0 ? undefined : '3 4'} />
              <text x={PAD.left - 8} y={y(value) + 4} textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
                {chart.step < 1 ? formatUsd(value) : wholeUsd.format(value)}
              </text>
            </g>
          );
        })}
        {chart.bars.map((bar, index) => {
          const x = PAD.left + band * index + (band - barWidth) / 2;
          return (
            <g key={bar.date}>
              <title>
                {`${shortDate(bar.date)}: ${formatUsd(bar.total)} (${bar.segments.map((segment) => `${earningsTypeLabel(segment.type)} ${formatUsd(segment.amount)}`).join(', ')})`}
              </title>
              {bar.segments.map((segment) => (
                <rect key={segment.type} x={x} y={y(segment.to)} width={barWidth} height={Math.max(0, y(segment.from) - y(segment.to))} fill={colorOf(segment.type)} rx={2} />
              ))}
              {index % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
                  {shortDate(bar.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt="xs" aria-hidden>
        {chart.types.map((type) => (
          <Group key={type} gap={6}>
            <ColorSwatch color={colorOf(type)} size={12} withShadow={false} />
            <Text size="xs">{earningsTypeLabel(type)}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <Table>
          <Table.Caption>Earnings by day and type</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              {chart.types.map((type) => (
                <Table.Th key={type} scope="col">
                  {earningsTypeLabel(type)}
                </Table.Th>
              ))}
              <Table.Th scope="col">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.bars.map((bar) => (
              <Table.Tr key={bar.date}>
                <Table.Th scope="row">{bar.date}</Table.Th>
                {chart.types.map((type) => (
                  <Table.Td key={type}>{formatUsd(bar.segments.find((segment) => segment.type === type)?.amount ?? 0)}</Table.Td>
                ))}
                <Table.Td>{formatUsd(bar.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
