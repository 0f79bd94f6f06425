import * as styles from '~/styles/car.css'

type CommentsView =
  { kind: 'pending'; text: string } | { kind: 'comments'; preview: string; truncated: boolean; html: string }

interface SpecRow {
  key: string
  label: string
  value: string
}

/** Show more / less on a native <details>, so it works without JavaScript. */
function ToggleSummary({ more, less }: { more: React.ReactNode; less: string }) {
  return (
    <summary>
      <span className={styles.more}>{more}</span>
      <span className={styles.less}>{less}</span>
    </summary>
  )
}

function SpecList({ rows, className }: { rows: readonly SpecRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map((s) => (
        <div key={s.key} className={className === styles.specs ? styles.spec : undefined}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Key Information: the first featured specs, the rest behind Show More (docs/spec-coverage.md, Car page). */
export function KeyInformation({ keyInfo }: { keyInfo: { visible: readonly SpecRow[]; hidden: readonly SpecRow[] } }) {
  return (
    <section aria-labelledby="key-information-title" id="key-information" className={styles.panel}>
      <h2 id="key-information-title">Key Information</h2>
      <SpecList rows={keyInfo.visible} className={styles.specs} />
      {keyInfo.hidden.length > 0 ? (
        <details className={styles.toggle}>
          <ToggleSummary more="Show More" less="Show Less" />
          <SpecList rows={keyInfo.hidden} className={styles.specs} />
        </details>
      ) : null}
    </section>
  )
}

/** Specifications in three groups, open by default (docs/spec-coverage.md, Car page). */
export function CarSpecifications({
  groups,
  isCaravan,
}: {
  groups: { featured: readonly SpecRow[]; specifications: readonly SpecRow[]; summary: readonly SpecRow[] }
  isCaravan: boolean
}) {
  const heading = isCaravan ? 'Caravan Specifications' : 'Specifications'
  const sections = [
    ['featured', 'Featured', groups.featured],
    ['specifications', heading, groups.specifications],
    ['summary', 'Summary', groups.summary],
  ] as const
  return (
    <section aria-labelledby="specifications-title" id="specifications" className={styles.panel}>
      <h2 id="specifications-title">{heading}</h2>
      <details className={styles.toggle} open>
        <ToggleSummary more="Show all specifications" less="Hide specifications" />
        {sections.map(([id, label, rows]) =>
          rows.length > 0 ? (
            <div key={id} className={styles.specGroup} data-group={id}>
              <h3>{label}</h3>
              <SpecList rows={rows} className={styles.specTable} />
            </div>
          ) : null,
        )}
      </details>
    </section>
  )
}

/** Dealer comments: a 400-character preview with the rest behind Show more (docs/spec-coverage.md, Car page). */
export function DealerComments({ comments }: { comments: CommentsView }) {
  return (
    <section className={styles.panel} aria-labelledby="comments-title" id="dealer-comments">
      <h2 id="comments-title">Dealer Comments</h2>
      {comments.kind === 'pending' ? (
        <p>{comments.text}</p>
      ) : comments.truncated ? (
        <div className={styles.comments}>
          <p className={styles.commentsPreview}>{comments.preview}</p>
          <details className={styles.toggle}>
            <ToggleSummary more="Show more" less="Show less" />
            <div className={styles.richText} dangerouslySetInnerHTML={{ __html: comments.html }} />
          </details>
        </div>
      ) : (
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: comments.html }} />
      )}
    </section>
  )
}
