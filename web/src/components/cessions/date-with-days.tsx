/** A table date over its muted day count (core-platform §2 "dates each with day counts"); no count line when null. */
export function DateWithDays({ date, days }: { date: string; days: string | null }) {
  return (
    <>
      <div>{date}</div>
      {days !== null ? <div className="small text-muted">{days}</div> : null}
    </>
  );
}
