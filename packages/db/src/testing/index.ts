export { describeEachDatabase, openPostgres, withSearchPath, type TestContext } from './test-databases'
export { makeCar, makeFullCar, makeLocation, makeModel, makeReview } from './fixtures'
