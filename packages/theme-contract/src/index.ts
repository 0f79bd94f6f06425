export * from './vars'
export * from './slots'
export * from './define-theme'
export * from './pairs'
