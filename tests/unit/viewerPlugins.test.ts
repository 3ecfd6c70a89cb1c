import { describe, expect, it } from 'vitest'
import { LightboxDefaultProps, MODULE_CONTROLLER, MODULE_PORTAL, createModule, createNode, withPlugins, type Node } from 'yet-another-react-lightbox'

import { viewerPlugins, type ViewerFeatures } from '@/gallery/lightbox/plugins/list'
import { addToControlBar, resolveControlBar, viewerSidePanel } from '@/lib/viewerPlugins'

const ALL: ViewerFeatures = { filmstrip: true, slideshow: true, rating: true, comments: true, share: true, downloads: true }
const NONE: ViewerFeatures = { filmstrip: false, slideshow: false, rating: false, comments: false, share: false, downloads: false }

const stub = (name: string) => createModule(name, () => null)

/** The lightbox's own module tree, as yet-another-react-lightbox starts it. */
const root = (): Node[] => [createNode(stub(MODULE_PORTAL), [createNode(stub('no-scroll'), [createNode(stub(MODULE_CONTROLLER), [createNode(stub('carousel')), createNode(stub('toolbar')), createNode(stub('navigation'))])])])]

/** A side panel of "another domain", made as the shop makes its own. */
const shop = viewerSidePanel({ name: 'shop', Provider: ({ children }) => children, Button: () => null, Slot: () => null })

function compose(features: ViewerFeatures, panels = [shop]) {
  const { config, augmentation } = withPlugins(root(), viewerPlugins(features, panels))
  const props = augmentation({ ...LightboxDefaultProps, open: true })
  return { config, props }
}

/** Module names from the root down the first child at each level, and the controller's children. */
function shape(config: Node[]) {
  const chain: string[] = []
  let nodes: Node[] | undefined = config
  let controller: string[] = []
  while (nodes && nodes.length > 0) {
    const node: Node = nodes[0]!
    chain.push(node.module.name)
    if (node.module.name === MODULE_CONTROLLER) controller = (node.children ?? []).map((child) => child.module.name)
    nodes = node.children
  }
  return { chain, controller }
}

describe('the photo viewer’s plugins', () => {
  it('put their buttons in the bar in the seed’s order, other domains’ panels before Download', () => {
    const { props } = compose(ALL)
    expect(props.controlBar!.buttons.map((part) => part.key)).toEqual(['slideshow', 'info', 'rating', 'comments', 'share', 'shop', 'download'])
    expect(props.controlBar!.overlays.map((part) => part.key)).toEqual(['info', 'rating'])
    expect(props.controlBar!.notes.map((part) => part.key)).toEqual(['download'])
    expect(props.sidePanel!.panels.map((part) => part.key)).toEqual(['comments', 'shop'])
  })

  it('leave out what the gallery has off (info is always there: it may be always shown)', () => {
    const { props } = compose(NONE, [])
    expect(props.controlBar!.buttons.map((part) => part.key)).toEqual(['info'])
    expect(props.sidePanel).toBeUndefined()
  })

  it('resolve their options with defaults, as the library’s plugins do', () => {
    const { props } = compose(ALL)
    expect(props.rating).toEqual({ enabled: false, position: 'bottom', stars: 5, icon: 'star', size: 20 })
    expect(props.comments).toMatchObject({ position: 'right' })
    expect(props.info).toMatchObject({ alwaysShown: false })
  })

  it('put their providers around the portal, the frame and filmstrip around the stage, and the bar last in the stage', () => {
    const { config } = compose(ALL)
    const { chain, controller } = shape(config)
    // Every provider is above the portal, so the bar, the frame's side column and the stage all see
    // them; the element that goes fullscreen holds the frame, the filmstrip and the stage.
    const portal = chain.indexOf(MODULE_PORTAL)
    expect(chain.slice(0, portal).sort()).toEqual(['AtriumComments', 'AtriumDownload', 'AtriumInfo', 'AtriumPanel-shop', 'AtriumRating'])
    expect(chain.slice(portal)).toEqual([MODULE_PORTAL, 'no-scroll', 'fullscreen', 'AtriumSidePanel', 'AtriumFilmstrip', MODULE_CONTROLLER, 'zoom', 'carousel'])
    expect(controller).toEqual(['zoom', 'AtriumControlBar'])
  })
})

describe('the control bar’s parts', () => {
  it('keep the order they were added in, per place', () => {
    const bar = addToControlBar(addToControlBar(addToControlBar(undefined, 'buttons', 'a', null), 'notes', 'n', null), 'buttons', 'b', null)
    expect(bar.buttons.map((part) => part.key)).toEqual(['a', 'b'])
    expect(bar.notes.map((part) => part.key)).toEqual(['n'])
    expect(resolveControlBar()).toEqual({ buttons: [], overlays: [], notes: [] })
  })
})
