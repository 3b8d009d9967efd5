// The token pages' tables: one row per token, one column per brand, every value read from the brand's theme.
import {
  colorPairs,
  contrastReport,
  theme as defaultTheme,
  type MembershipTheme,
  MembershipThemeProvider,
} from "@membership/ui";
import type { ReactNode } from "react";
import { styled } from "styled-components";
import { brands } from "../brands.ts";

const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => `${theme.spacing.md} 0 ${theme.spacing.xl}`};
  /* The brand columns line up from one table to the next. */
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.default};

  caption {
    padding-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    border-bottom-color: ${({ theme }) => theme.colors.border.strong};
  }

  thead th:first-child {
    width: 30%;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;

interface TokenTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowName: (row: Row) => ReactNode;
  /** What a row looks like under one brand's theme (which also themes the cell's components). */
  cell: (row: Row, theme: MembershipTheme) => ReactNode;
}

/** The default brand beside the sister brand, so a re-brand is judged token by token. */
export function TokenTable<Row>({ caption, rows, rowKey, rowName, cell }: TokenTableProps<Row>) {
  return (
    // The page's own chrome uses the default theme; the docs page keeps its global styles.
    <MembershipThemeProvider theme={defaultTheme} withGlobalStyles={false}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            {brands.map((brand) => (
              <th scope="col" key={brand.id}>
                {brand.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowName(row)}</th>
              {brands.map((brand) => (
                <td key={brand.id}>
                  <MembershipThemeProvider theme={brand.theme} withGlobalStyles={false}>
                    {cell(row, brand.theme)}
                  </MembershipThemeProvider>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </MembershipThemeProvider>
  );
}

const Sample = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Box = styled.span`
  display: inline-block;
  flex: none;
  width: 3rem;
  height: 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Value = styled.code`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  overflow-wrap: anywhere;
`;

const name = (token: string) => <code>{token}</code>;
const byName = (token: string) => token;

/** Every colour token as a dotted path, grouped as in the theme, nested palettes included (`illustration.skin.0`). */
function colourPaths(colours: object, prefix = ""): string[] {
  return Object.entries(colours).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : colourPaths(value, `${prefix}${key}.`),
  );
}

/** The value at a colour token's path in a theme. */
const colourAt = (theme: MembershipTheme, path: string): string =>
  path
    .split(".")
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown>)[key],
      theme.colors,
    ) as string;

const colorRoles = colourPaths(defaultTheme.colors);

export function ColorRoles() {
  return (
    <TokenTable
      caption="Colour roles"
      rows={colorRoles}
      rowKey={byName}
      rowName={name}
      cell={(role, theme) => (
        <Sample>
          <Box style={{ background: colourAt(theme, role) }} />
          <Value>{colourAt(theme, role)}</Value>
        </Sample>
      )}
    />
  );
}

const TextSample = styled.span`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Verdict = styled.span<{ $passes: boolean }>`
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme, $passes }) => ($passes ? theme.colors.feedback.success : theme.colors.feedback.error)};
`;

/** The WCAG ratio of every pair the components draw, computed from each brand's theme. */
export function ContrastPairs() {
  const reports = new Map(brands.map((brand) => [brand.theme, contrastReport(brand.theme)]));
  return (
    <TokenTable
      caption="Foreground and background pairs"
      rows={colorPairs.map((pair, index) => ({ ...pair, index }))}
      rowKey={(pair) => `${pair.foreground} on ${pair.background} (${pair.kind})`}
      rowName={(pair) => (
        <>
          {name(pair.foreground)} on {name(pair.background)}
          <br />
          {pair.kind === "text" ? "text" : "control or focus ring"}
        </>
      )}
      cell={(pair, theme) => {
        const result = reports.get(theme)?.[pair.index];
        if (!result) return null;
        const colors = { color: result.foregroundColor, background: result.backgroundColor };
        return (
          <Sample>
            {pair.kind === "text" ? (
              <TextSample style={colors}>Aa</TextSample>
            ) : (
              <Box style={{ ...colors, border: `3px solid ${result.foregroundColor}` }} />
            )}
            <span>
              {result.ratio.toFixed(2)}:1{" "}
              <Verdict $passes={result.passes}>
                {result.passes ? "passes" : "fails"} {result.minimum}:1
              </Verdict>
            </span>
          </Sample>
        );
      }}
    />
  );
}

const Bar = styled.span`
  display: inline-block;
  flex: none;
  height: 0.75rem;
  background: ${({ theme }) => theme.colors.brand.primary};
`;

/** One scale of the theme, a row per step named by its token (`spacing.md`): its value, after a sample if it has one. */
function ScaleTable<Step extends string, Token extends string | number>(props: {
  caption: string;
  /** Where the scale sits in the theme (`typography.fontSize`). */
  path: string;
  scale: (theme: MembershipTheme) => Record<Step, Token>;
  sample?: (value: Token, theme: MembershipTheme) => ReactNode;
}) {
  const { caption, path, scale, sample } = props;
  return (
    <TokenTable
      caption={caption}
      rows={Object.keys(scale(defaultTheme)) as Step[]}
      rowKey={byName}
      rowName={(step) => name(`${path}.${step}`)}
      cell={(step, theme) => {
        const value = scale(theme)[step];
        if (!sample) return <Value>{value}</Value>;
        return (
          <Sample>
            {sample(value, theme)}
            <Value>{value}</Value>
          </Sample>
        );
      }}
    />
  );
}

export function SpacingScale() {
  return (
    <ScaleTable
      caption="Spacing (rem: it follows the visitor's font size)"
      path="spacing"
      scale={(theme) => theme.spacing}
      sample={(space) => <Bar style={{ width: space }} />}
    />
  );
}

export function TypeScale() {
  return (
    <>
      <ScaleTable
        caption="Font sizes"
        path="typography.fontSize"
        scale={(theme) => theme.typography.fontSize}
        sample={(size, theme) => (
          <span
            style={{
              fontFamily: theme.typography.fontFamily.heading,
              fontSize: size,
              lineHeight: theme.typography.lineHeight.tight,
            }}
          >
            Aa
          </span>
        )}
      />
      <ScaleTable
        caption="Font weights"
        path="typography.fontWeight"
        scale={(theme) => theme.typography.fontWeight}
        sample={(weight) => <span style={{ fontWeight: weight }}>Telehealth</span>}
      />
      <ScaleTable
        caption="Line heights"
        path="typography.lineHeight"
        scale={(theme) => theme.typography.lineHeight}
      />
      <ScaleTable
        caption="Font families"
        path="typography.fontFamily"
        scale={(theme) => theme.typography.fontFamily}
      />
    </>
  );
}

const Shape = styled.span`
  display: inline-block;
  flex: none;
  width: 4rem;
  height: 3rem;
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 2px solid ${({ theme }) => theme.colors.brand.primary};
`;

export function Radii() {
  return (
    <ScaleTable
      caption="Corner radii"
      path="radii"
      scale={(theme) => theme.radii}
      sample={(radius) => <Shape style={{ borderRadius: radius }} />}
    />
  );
}

const Raised = styled(Shape)`
  margin: ${({ theme }) => theme.spacing.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export function Shadows() {
  return (
    <ScaleTable
      caption="Shadows"
      path="shadows"
      scale={(theme) => theme.shadows}
      sample={(shadow) => <Raised style={{ boxShadow: shadow }} />}
    />
  );
}

type BreakpointName = keyof MembershipTheme["breakpoints"];

export function Breakpoints() {
  return (
    <TokenTable
      caption="Breakpoints (mobile first: each one enhances a wider screen)"
      rows={Object.keys(defaultTheme.breakpoints) as BreakpointName[]}
      rowKey={byName}
      rowName={(point) => name(`breakpoints.${point}`)}
      cell={(point, theme) => {
        const media = theme.media[point as keyof MembershipTheme["media"]];
        return (
          <Sample>
            <Bar
              style={{ width: `${(theme.breakpoints[point] / theme.breakpoints.wide) * 8}rem` }}
            />
            <span>
              {theme.breakpoints[point]} px
              <br />
              <Value>{media ?? "base styles (no media query)"}</Value>
            </span>
          </Sample>
        );
      }}
    />
  );
}
