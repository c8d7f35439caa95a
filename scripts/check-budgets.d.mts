/** Types for scripts/check-budgets.mjs (plain Node ESM, imported by its unit test). */
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface Row {
  label: string
  size: number | string
  budget: number | undefined
  ok: boolean
  detail?: string[] | undefined
}

export const KB: number
export const BUDGETS: {
  firstRouteJs: number
  lazyChunk: number
  firstRouteCss: number
  widgetLoader: number
  widgetTotal: number
}
export const MOCK_MARKERS: string[]
export function gzipSize(bytes: Uint8Array | string): number
export function htmlEntryKey(manifest: Manifest): string
export function staticClosure(manifest: Manifest, start: string): string[]
/** `.vite/composition.json`: each JS file's modules (scripts/bundle-composition.ts). */
export type CompositionIds = Record<string, readonly { id: string }[]>
export function keyHolding(
  manifest: Manifest,
  source: string,
  composition?: CompositionIds,
): string | undefined
export function firstRoute(
  manifest: Manifest,
  alwaysLoaded?: readonly string[],
  composition?: CompositionIds,
): { entry: string; keys: string[]; js: string[]; css: string[] }
export function lazyChunks(
  manifest: Manifest,
  initialKeys: string[],
): { key: string; file: string; dynamic: boolean }[]
export function findMarkers(text: string, markers?: string[]): string[]
export function isWidgetLoader(relPath: string): boolean
export function isWidgetCatalog(relPath: string): boolean
export function verdict(label: string, size: number, budget: number | undefined, detail?: string[]): Row
export function formatRows(rows: Row[]): string

export interface ModuleShare {
  id: string
  gzip: number
}
export interface RouteComposition {
  files: { file: string; size: number; modules: { id: string; share: number }[] }[]
  packages: { name: string; share: number }[]
}
export function packageOf(id: string): string
export function composeRoute(
  files: { file: string; size: number }[],
  composition: Record<string, ModuleShare[]>,
): RouteComposition
export function formatComposition(composition: RouteComposition, min?: number): string
