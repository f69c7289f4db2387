// Filled in by the parse module; see packages/engine/src/parse/.
export {};
