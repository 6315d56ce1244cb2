export type UnitGraph = Map<string, Map<string, string[]>>;
export function unitOf(relative: string): string;
export function importTargets(serverRoot: string, file: string, text: string): string[];
export function serverUnitGraph(serverRoot: string): UnitGraph;
export function cycles(edges: UnitGraph): string[][];
export function describeCycles(edges: UnitGraph, found: string[][]): string[];
