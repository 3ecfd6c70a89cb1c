'use client'

import { useId, useMemo, useRef, useState } from 'react'

import { translator, type Messages, type TAG_FILTER_MESSAGES } from '@/lib/messageTemplates'
import { useHydrated } from '@/lib/useHydrated'

type Tag = { slug: string; name: string }

type TagFilterMessages = Messages<(typeof TAG_FILTER_MESSAGES)[number]>

/** Caption rules from the old site's dropdown: up to three names, then "N Selected", or "N all selected!". */
export function tagCaption(tags: readonly Tag[], selected: readonly string[], messages: TagFilterMessages): string {
  const t = translator(messages)
  const chosen = tags.filter((tag) => selected.includes(tag.slug))
  if (chosen.length === 0) return t('gallery.tagPlaceholder')
  if (chosen.length === tags.length && tags.length > 1) return t('gallery.tagsAllSelected', { count: chosen.length })
  if (chosen.length <= 3) return chosen.map((tag) => tag.name).join(', ')
  return t('gallery.tagsSelected', { count: chosen.length })
}

/**
 * Tag multi-select built on native controls — a disclosure holding a fieldset of checkboxes — so it is
 * accessible and works without JavaScript (OK submits the form). With JavaScript it adds a search
 * box, "Select All", Cancel and a live caption.
 */
export function TagFilter({ name, tags, selected, messages }: { name: string; tags: Tag[]; selected: string[]; messages: TagFilterMessages }) {
  const t = translator(messages)
  const [checked, setChecked] = useState<string[]>(selected)
  const [filter, setFilter] = useState('')
  const enhanced = useHydrated()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const listId = useId()
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return new Set(tags.filter((tag) => !needle || tag.name.toLowerCase().includes(needle)).map((tag) => tag.slug))
  }, [filter, tags])
  const toggle = (slug: string, on: boolean) => setChecked((current) => (on ? [...new Set([...current, slug])] : current.filter((value) => value !== slug)))
  const cancel = () => {
    setChecked(selected)
    setFilter('')
    if (detailsRef.current) detailsRef.current.open = false
  }
  return (
    <details className="tag-filter" ref={detailsRef} onKeyDown={(event) => event.key === 'Escape' && cancel()}>
      {/* Named by what it shows, "Filter by tag: 2 Selected": the spoken name holds the visible label
          (WCAG 2.5.3), so voice users can say what they see. */}
      <summary>
        {t('gallery.tagFilter')}:{' '}
        <span className="tag-filter-caption">
          {tagCaption(tags, checked, messages)}
        </span>
      </summary>
      <fieldset className="tag-filter-panel">
        <legend>{t('gallery.tagFilter')}</legend>
        {enhanced ? (
          <div className="tag-filter-tools">
            <input type="search" aria-label={t('gallery.tagSearch')} placeholder={t('gallery.tagSearch')} aria-controls={listId} value={filter} onChange={(event) => setFilter(event.target.value)} />
            <button type="button" onClick={() => setChecked(tags.map((tag) => tag.slug))}>
              {t('gallery.tagsSelectAll')}
            </button>
          </div>
        ) : null}
        <ul id={listId} className="tag-filter-options">
          {tags.map((tag) => (
            <li key={tag.slug} hidden={!visible.has(tag.slug)}>
              <label>
                <input type="checkbox" name={name} value={tag.slug} checked={checked.includes(tag.slug)} onChange={(event) => toggle(tag.slug, event.target.checked)} />
                {tag.name}
              </label>
            </li>
          ))}
        </ul>
        {visible.size === 0 ? (
          <p className="tag-filter-empty" role="status">
            {t('gallery.tagsNoMatch', { query: filter.trim() })}
          </p>
        ) : null}
        <div className="tag-filter-actions">
          <button type="submit" className="button">
            {t('gallery.tagsOk')}
          </button>
          {enhanced ? (
            <button type="button" onClick={cancel}>
              {t('gallery.tagsCancel')}
            </button>
          ) : null}
        </div>
      </fieldset>
    </details>
  )
}
