// @ts-check
/**
 * `local/own-keys` (docs/spec-coverage.md, Hardening): a look-up on a plain object whose keys are
 * any string (`Record<string, T>`, `{ [k: string]: T }`) by a key typed `string` must read own
 * keys only. `obj[key]` with `key = 'constructor'` finds Object's constructor, `'__proto__'` the
 * prototype, and `key in obj` is true for both: the class of bug behind `/search/constructor`'s
 * 500. Allowed: a literal key or a union of literals (the type says which), arrays, and a look-up
 * guarded by `Object.hasOwn(obj, key)` in the same expression or `if`, a plain write, and the
 * process environment (`env[name]`). Otherwise use a Map, or `Object.hasOwn(obj, key) ? obj[key] :
 * undefined`.
 */
import ts from 'typescript'
import { ESLintUtils } from '@typescript-eslint/utils'

const createRule = ESLintUtils.RuleCreator(() => 'docs/spec-coverage.md')

/** @param {ts.Type} type */
const isOpenString = (type) =>
  type.isUnion()
    ? type.types.some(isOpenString)
    : (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.Any)) !== 0

/**
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
const isStringRecord = (checker, type) => {
  const types = type.isUnion() ? type.types : [type]
  return types.some(
    (t) =>
      !checker.isArrayType(t) &&
      !checker.isTupleType(t) &&
      (t.flags & ts.TypeFlags.Object) !== 0 &&
      checker.getIndexInfosOfType(t).some((info) => (info.keyType.flags & ts.TypeFlags.String) !== 0),
  )
}

export default createRule({
  name: 'own-keys',
  meta: {
    type: 'problem',
    docs: { description: 'Look-ups on string-keyed plain objects by an open string read own keys only' },
    messages: {
      lookup:
        'A look-up on a plain object by a string that may come from a request can find inherited keys (constructor, __proto__): guard it with Object.hasOwn(obj, key) or use a Map.',
      in: '`key in obj` is true for inherited keys (constructor, __proto__): use Object.hasOwn(obj, key).',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context)
    const checker = services.program.getTypeChecker()
    const source = context.sourceCode
    /** @param {import('@typescript-eslint/utils').TSESTree.Node} node */
    const typeOf = (node) => services.getTypeAtLocation(node)

    /**
     * Whether `test` holds `Object.hasOwn(obj, key)` for this object and key.
     * @param {import('@typescript-eslint/utils').TSESTree.Node} test
     * @param {string} obj
     * @param {string} key
     */
    const guards = (test, obj, key) => {
      const text = source.getText(test).replace(/\s+/g, '')
      return text.includes(`Object.hasOwn(${obj},${key})`)
    }
    /**
     * @param {import('@typescript-eslint/utils').TSESTree.Node} node
     * @param {string} obj
     * @param {string} key
     */
    const guarded = (node, obj, key) => {
      /** @type {import('@typescript-eslint/utils').TSESTree.Node} */
      let child = node
      for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
        if (parent.type === 'ConditionalExpression' && parent.test !== child && guards(parent.test, obj, key))
          return true
        if (parent.type === 'LogicalExpression' && parent.right === child && guards(parent.left, obj, key)) return true
        if (parent.type === 'IfStatement' && parent.test !== child && guards(parent.test, obj, key)) return true
        if (parent.type.startsWith('Function') || parent.type === 'ArrowFunctionExpression') return false
      }
      return false
    }

    return {
      /** @param {import('@typescript-eslint/utils').TSESTree.MemberExpression} node */
      'MemberExpression[computed=true]'(node) {
        if (node.property.type === 'Literal') return
        // A plain write (`obj[key] = value`) reads nothing; `obj[key] += 1` and reads do.
        if (node.parent.type === 'AssignmentExpression' && node.parent.left === node && node.parent.operator === '=')
          return
        if (!isOpenString(typeOf(node.property))) return
        if (!isStringRecord(checker, typeOf(node.object))) return
        const obj = source.getText(node.object).replace(/\s+/g, '')
        // The process environment is the operator's, named by our own code, never a request's.
        if (/(^|\.)(env|process\.env)$/i.test(obj)) return
        const key = source.getText(node.property).replace(/\s+/g, '')
        if (guarded(node, obj, key)) return
        context.report({ node, messageId: 'lookup' })
      },
      /** @param {import('@typescript-eslint/utils').TSESTree.BinaryExpression} node */
      "BinaryExpression[operator='in']"(node) {
        if (node.left.type === 'Literal' || node.left.type === 'PrivateIdentifier') return
        if (!isOpenString(typeOf(node.left))) return
        if ((typeOf(node.right).flags & ts.TypeFlags.Object) === 0) return
        context.report({ node, messageId: 'in' })
      },
    }
  },
})
