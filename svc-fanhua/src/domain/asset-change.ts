/** A change to one asset line of a team (the catalogue itself is @citygames/contracts/fanhua/assets.rules). */
export interface AssetChange {
  type: string;
  arg: string;
  count: number;
}
