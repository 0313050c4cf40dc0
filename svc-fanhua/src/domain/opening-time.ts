/** Area trades are open from the pack's opening time on (null: open from the start). */
export function isOpen(now: Date, opensAt: Date | null): boolean {
  return opensAt === null || now.getTime() >= opensAt.getTime();
}
