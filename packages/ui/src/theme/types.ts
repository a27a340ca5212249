/** Maps every leaf of a (contract) object to `Leaf`, keeping its shape. */
export type MapLeafNodes<Obj, Leaf> = {
  [Prop in keyof Obj]: Obj[Prop] extends Record<string, unknown>
    ? MapLeafNodes<Obj[Prop], Leaf>
    : Leaf;
};
