export declare function scaffoldTheme(options: { root: string; name: string; from?: 'base' | 'coastal' }): {
  dir: string
  files: string[]
}
export declare function installTheme(options: {
  root: string
  name: string
  run?: (cmd: string, args: string[]) => void
}): void
