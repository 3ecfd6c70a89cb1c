'use client'

import { Component, type ReactNode } from 'react'

/**
 * Around a part of the viewer whose code loads on use (a post's slide, the stars, the comments): if
 * that code cannot be fetched (a dropped connection), the part shows `failed` and the viewer, the page
 * and the other parts go on working, instead of the error reaching the page's root.
 */
export class LazyPart extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  state = { error: false }

  static getDerivedStateFromError() {
    return { error: true }
  }

  render() {
    return this.state.error ? this.props.failed : this.props.children
  }
}
