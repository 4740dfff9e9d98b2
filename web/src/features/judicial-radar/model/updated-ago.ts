/**
 * 'Actualizado hace …' of a result: how long ago its records were last updated, in the largest whole unit (minutos,
 * horas, días), 'Actualizado hace un momento' under a minute.
 * @param updatedAt ISO instant; now the current instant.
 */
export function updatedAgo(updatedAt: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(updatedAt)) / 60_000);
  if (minutes < 1) return 'Actualizado hace un momento';
  if (minutes < 60) return `Actualizado hace ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Actualizado hace ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  const days = Math.floor(hours / 24);
  return `Actualizado hace ${days} ${days === 1 ? 'día' : 'días'}`;
}
