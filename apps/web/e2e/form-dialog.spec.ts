import { expect, test } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'
import { fillByLabel } from './lead-form'

// The car page's form dialogs (docs/spec-coverage.md, Car page). With JS a call to action opens its form in a
// dialog; without JS the same links open the form pages (enquiry.spec, finance.spec ...).
const dealer = 'westside-car-co'
const AVAILABLE = "status = 'in_stock' and reserved = 0 and price > 500 and show_on_dealer_website = 1"

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== 'js', 'dialogs need JavaScript; without it the links open the form pages'),
)

test('Enquire Now opens the form in a dialog; a committed lead takes the window to /success', async ({ page }) => {
  await page.goto(siteUrl(dealer, `/cars/${pick(dealer, AVAILABLE)}`))
  await page.locator('html[data-hydrated]').waitFor()
  await page.locator('a[data-dialog="enquire"]').first().click()
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' })
  await expect(dialog).toBeVisible()
  // The page did not change: the form is over it.
  await expect(page).toHaveURL(/\/cars\/[^/]+$/)
  const form = dialog.frameLocator('iframe')
  // The embedded page has no header or footer of its own.
  await expect(form.getByRole('banner')).toHaveCount(0)
  await expect(form.getByRole('link', { name: /Back to the/ })).toBeHidden()
  await fillByLabel(form.locator('body'), {
    Name: 'Dee Alog',
    Email: 'dee@example.com',
    Phone: '0412 345 678',
    Comments: 'Sent from the dialog.',
  })
  await form.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
})

test('Get Finance Now opens the Finance Enquiry dialog at the form; Escape closes it', async ({ page }) => {
  await page.goto(siteUrl(dealer, `/cars/${pick(dealer, AVAILABLE)}`))
  await page.locator('html[data-hydrated]').waitFor()
  await page.locator('a[data-dialog="finance"]').first().click()
  const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' })
  await expect(dialog).toBeVisible()
  await expect(dialog.frameLocator('iframe').locator('#finance-form')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('Escape closes each form dialog with focus inside its form, and focus goes back to the button', async ({
  page,
}) => {
  const harbour = 'harbour-city-motor-group'
  await page.goto(siteUrl(harbour, `/cars/${pick(harbour, AVAILABLE)}`))
  await page.locator('html[data-hydrated]').waitFor()
  for (const [kind, title] of [
    ['enquire', 'Enquire Now'],
    ['test-drive', 'Book a Test Drive'],
    ['request-photos', 'Request Photos'],
  ] as const) {
    const button = page.locator(`a[data-dialog="${kind}"]`).first()
    await button.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    const name = dialog.frameLocator('iframe').getByLabel('Name')
    await name.click()
    await name.pressSequentially('Esc Ape')
    await expect(name).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
})
