/** A change to one asset line of a team (the catalogue itself is @citygames/contracts/fanhua-assets). */
export interface AssetChange {
  type: string;
  arg: string;
  count: number;
}
