import { searchEngineContract } from '../testing/contract'
import { createEmbeddedEngine, EmbeddedSearchEngine } from './embedded-engine'

searchEngineContract('embedded with result cache', () => ({ engine: createEmbeddedEngine() }))
searchEngineContract('embedded without cache', () => ({ engine: new EmbeddedSearchEngine() }))
