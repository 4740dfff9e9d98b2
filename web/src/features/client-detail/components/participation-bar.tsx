/** A thin bar of a row's share (percent 0..100) of a concentration table, the share as its tooltip. */
export function ParticipationBar({ percent }: { percent: number }) {
  return (
    <div className="progress" style={{ height: '0.5rem', minWidth: '4rem' }} title={`${percent.toFixed(1)}%`}>
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
