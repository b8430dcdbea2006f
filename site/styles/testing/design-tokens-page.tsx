/**
 * Storybook's page of the design tokens: every group of tokens.css drawn with its own values
 * (swatches, type sizes, spaces, radii, shadows), the contrast of the colour pairs the interface
 * draws, and the icons of the content. Everything on it is read from its source when drawn.
 * Storybook only: the inline styles that draw the samples are refused by the portal's CSP.
 */
import type { CSSProperties, ReactNode } from 'react';
import { type ContrastPair, minimumContrast } from './design-token-pairs';
import { contrastRatio, type DesignToken, type TokenGroup, tokensByName } from './design-tokens';
import './design-tokens-page.css';

/** An icon of the content, with the product lines that use it under each of its names. */
export interface IconUse {
  src: string;
  url: string;
  names: string[];
  lines: string[];
}

interface DesignTokensPageProps {
  groups: TokenGroup[];
  pairs: ContrastPair[];
  icons: IconUse[];
}

const sampleText = 'Infusion pump quick tips';

/** How a token is shown, by what it is. */
function sampleOf({ name }: DesignToken): ReactNode {
  const value = `var(${name})`;
  const box: CSSProperties = { width: '3rem', height: '3rem', border: '1px solid var(--color-divider)' };
  if (name.startsWith('--color-')) return <span style={{ ...box, display: 'block', background: value }} />;
  if (name.startsWith('--font-size-')) return <span style={{ fontSize: value }}>{sampleText}</span>;
  if (name.startsWith('--font-weight-')) return <span style={{ fontWeight: value }}>{sampleText}</span>;
  if (name.startsWith('--font-family')) return <span style={{ fontFamily: value }}>{sampleText}</span>;
  if (name.startsWith('--line-height'))
    return (
      <span style={{ display: 'block', lineHeight: value, maxWidth: '12rem' }}>
        {sampleText} {sampleText}
      </span>
    );
  if (name.startsWith('--letter-spacing'))
    return <span style={{ letterSpacing: value, textTransform: 'uppercase' }}>{sampleText}</span>;
  if (name.startsWith('--space-'))
    return <span style={{ display: 'block', width: value, height: '1rem', background: 'var(--color-brand)' }} />;
  if (name.startsWith('--radius'))
    return (
      <span
        style={{
          ...box,
          display: 'block',
          borderRadius: value,
          background: 'var(--color-brand-tint)',
          border: '2px solid var(--color-brand)',
        }}
      />
    );
  if (name.startsWith('--elevation-'))
    return <span style={{ ...box, display: 'block', boxShadow: value, background: 'var(--color-surface)' }} />;
  return null;
}

function TokenTable({ group }: { group: TokenGroup }) {
  return (
    <table className="token-table">
      <caption>
        {group.title}
        {group.note && <span className="token-table__note"> — {group.note}</span>}
      </caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody>
        {group.tokens.map((token) => (
          <tr key={token.name}>
            <th scope="row">
              <code>{token.name}</code>
            </th>
            <td>
              <code>{token.value}</code>
              {token.resolved !== token.value && <code className="token-table__resolved"> = {token.resolved}</code>}
            </td>
            <td>{sampleOf(token)}</td>
            <td>{token.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContrastTable({ groups, pairs }: { groups: TokenGroup[]; pairs: ContrastPair[] }) {
  const tokens = tokensByName(groups);
  return (
    <table className="token-table">
      <caption>Contrast of the colour pairs drawn (WCAG AA: 4.5:1 for text, 3:1 for edges and the focus ring)</caption>
      <thead>
        <tr>
          <th scope="col">Foreground on background</th>
          <th scope="col">Sample</th>
          <th scope="col">Ratio</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ foreground, background, use, kind }) => {
          const ratio = contrastRatio(tokens.get(foreground)?.resolved ?? '', tokens.get(background)?.resolved ?? '');
          const passes = ratio >= minimumContrast[kind];
          const colours = { color: `var(${foreground})`, background: `var(${background})` };
          return (
            <tr key={`${foreground} ${background}`}>
              <th scope="row">
                <code>{foreground}</code> on <code>{background}</code>
              </th>
              <td>
                {kind === 'text' ? (
                  <span className="token-sample" style={colours}>
                    Aa {sampleText}
                  </span>
                ) : (
                  <span
                    className="token-sample"
                    style={{ background: colours.background, boxShadow: `inset 0 0 0 3px ${colours.color}` }}
                  >
                    <span className="visually-hidden">An edge of the foreground colour</span>
                  </span>
                )}
              </td>
              <td>
                {ratio.toFixed(2)}:1 {passes ? 'passes' : <strong className="token-table__fails">fails</strong>} ({kind}
                , {minimumContrast[kind]}:1)
              </td>
              <td>{use}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function IconList({ icons }: { icons: IconUse[] }) {
  return (
    <section aria-labelledby="token-icons">
      <h2 id="token-icons">Icons</h2>
      <p>The icons the product lines of the content name (their manifests' icons), as they are drawn.</p>
      <ul className="token-icons">
        {icons.map((icon) => (
          <li key={icon.src}>
            <img src={icon.url} alt="" width={48} height={48} />
            <code>{icon.src}</code>
            <span>
              {icon.names.join(', ')}: {icon.lines.join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DesignTokensPage({ groups, pairs, icons }: DesignTokensPageProps) {
  return (
    <div className="design-tokens">
      <h1>Design tokens</h1>
      <p>
        Read from <code>site/styles/tokens.css</code>, the one place the portal and the operators&apos; console take
        their colours, type, spacing, radii and shadows from.
      </p>
      {groups.map((group) => (
        <TokenTable key={group.title} group={group} />
      ))}
      {pairs.length > 0 && <ContrastTable groups={groups} pairs={pairs} />}
      {icons.length > 0 && <IconList icons={icons} />}
    </div>
  );
}
