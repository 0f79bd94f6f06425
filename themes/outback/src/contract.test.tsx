/// <reference types="vite/client" />
import { demoTenants, themeContractSuite } from '@dealer/theme-contract/testing'
import theme from './index'

// Every demo dealer's brand colours that fit a dark theme: any such dealer may pick this theme.
const tenants = demoTenants(import.meta.glob('../../../tenants/*/tenant.json', { eager: true, import: 'default' }))
themeContractSuite(theme, { tenants })
