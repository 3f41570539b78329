"""The navigator: a tab's views listed by the notes' chapters in a side list, one view on show.

It replaces the tab bars that overflowed (nine or ten views behind scroll arrows): sections such
as "[ML] 4. SVM" or "[ML] 6. Neural Network" head the views that teach them, every view is one
click away, and the list keeps its width. Its API is the part of ``QTabWidget``'s that the tabs
use (``addTab``, ``setCurrentIndex``, ``currentChanged`` …), so code and tests that picked a page
keep working. The list (:attr:`Navigator.sidebar`) is laid out by the tab, at its far left.

Titles, sections and tips are given in English, marked with ``QT_TRANSLATE_NOOP("Navigator", …)``
where they are written; the list shows them translated and retranslates on ``LanguageChange``.
``tabText`` keeps the English title: it names the view (``ui.course``'s view ids use it).

A view may be given as a function that makes it (:meth:`Navigator.add_deferred`): it is made
when first shown or first asked for (``widget(i)``), so a tab opening on its first view does not
pay for the plots of the others (the Language model view's seven cost start-up a quarter of a
second).

Each view sits in a scroll area sized by the view's *minimum* size: a view shrinks to the room on
screen and scrolls only when even its minimum does not fit. (A plain ``QScrollArea`` sizes a view
whose layout has a height-for-width — any word-wrapped label — by its preferred height for the
width, so such views scrolled, or clipped their summaries, at 1280×720 though they could shrink.)
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QScrollArea, QStackedWidget,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from .. import style
from .wheel import guard

PAGE_ROLE = Qt.UserRole + 1
VIEWS = QT_TRANSLATE_NOOP("Navigator", "Views")
VIEWS_TIP = QT_TRANSLATE_NOOP("Navigator", "The views of this tab, grouped by the chapters of "
                                           "the notes")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Navigator", text) if text else ""


class _MinimumLayout(QVBoxLayout):
    """The one-view layout of a page: it tells the scroll area it has no height-for-width, so
    the area gives the page the viewport's height (or the page's minimum height when that is
    more) instead of the view's preferred height for the width. Inside, the box layout still
    gives each wrapped label its height for the width first, from the room there is."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return False


def _page_holder(parent: QWidget, name: str) -> tuple[QScrollArea, QVBoxLayout]:
    """A frameless scroll area holding an empty page; the view goes into the returned layout."""
    holder = QScrollArea(parent)
    holder.setFrameShape(QFrame.NoFrame)
    holder.setWidgetResizable(True)
    holder.setObjectName(f"{name}_holder")
    page = QWidget()
    page.setObjectName(f"{name}_page")
    layout = _MinimumLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    holder.setWidget(page)
    return holder, layout


class Navigator(QStackedWidget):
    """A stack of views and the side list that chooses among them."""

    def __init__(self, parent=None, name: str = "", key: str = ""):
        """``key`` is the tab's ("svm"): a view's id is "<key>/<English title>"."""
        super().__init__(parent)
        self.key = key or (name.split("_")[0] if name else "")
        if name:
            self.setObjectName(name)
        self.sidebar = QTreeWidget(parent)
        self.sidebar.setObjectName(f"{name or 'views'}_navigator")
        self.sidebar.setHeaderHidden(True)
        self.sidebar.setRootIsDecorated(False)
        self.sidebar.setIndentation(style.SPACE_M)
        self.sidebar.setSelectionMode(QAbstractItemView.SingleSelection)
        self.sidebar.setFrameShape(QFrame.NoFrame)
        self.sidebar.setFixedWidth(style.SIDEBAR_WIDTH)
        self.sidebar.setFocusPolicy(Qt.StrongFocus)
        self._retranslate_list()
        self._items: list[QTreeWidgetItem] = []
        self._pages: list[QWidget | None] = []          # None: a deferred view not made yet
        self._layouts: list[QVBoxLayout] = []            # each page's layout, holding its view
        self._makers: dict[int, object] = {}             # index -> () -> the view
        self._named: dict[str, int] = {}                 # a deferred view's name -> index
        self._titles: list[str] = []
        self._section: QTreeWidgetItem | None = None
        self._sources: list[tuple[QTreeWidgetItem, str, str]] = []   # item, title, tip
        self.sidebar.currentItemChanged.connect(self._item_chosen)
        self.currentChanged.connect(self._page_changed)
        # the list over the notes' errata of the view on show: the tab's left column
        from .notes_panel import NotesPanel

        self.notes = NotesPanel(parent)
        self.column = QWidget(parent)
        self.column.setObjectName(f"{name or 'views'}_column")
        col = QVBoxLayout(self.column)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(style.SPACE_S)
        col.addWidget(self.sidebar, 0, Qt.AlignTop)     # at the top when the notes are hidden
        col.addWidget(self.notes, 1)
        self.notes.setVisible(False)

    # -- building ----------------------------------------------------------------------------
    def add_section(self, title: str, tip: str = "") -> None:
        """Start a section: the views added next are listed under ``title``."""
        item = QTreeWidgetItem(self.sidebar, [_tr(title)])
        item.setFlags(Qt.ItemIsEnabled)          # a heading, not a choice
        item.setFont(0, style.font(style.CAPTION, bold=True))
        item.setToolTip(0, _tr(tip) or _tr(title))
        item.setExpanded(True)
        self._section = item
        self._sources.append((item, title, tip))
        self._fit_sidebar()

    def addTab(self, widget: QWidget | None, title: str, tip: str = "",  # noqa: N802 (Qt API)
               name: str = "") -> int:
        # Each view sits in a frameless scroll area: a stack is as wide as its widest page, so
        # one view's wide table must not push the whole window past a laptop's screen; a view
        # whose minimum is larger than the room left scrolls instead (see _MinimumLayout).
        holder, layout = _page_holder(
            self, widget.objectName() if widget is not None else name or "view")
        if widget is not None:
            layout.addWidget(widget)
        self._layouts.append(layout)
        index = self.addWidget(holder)
        self._pages.append(widget)
        parent = self._section if self._section is not None else self.sidebar.invisibleRootItem()
        item = QTreeWidgetItem(parent, [_tr(title).replace("&&", "&")])
        item.setData(0, PAGE_ROLE, index)
        item.setToolTip(0, _tr(tip) or _tr(title).replace("&&", "&"))
        self._sources.append((item, title, tip))
        self._fit_sidebar()
        if self._section is not None:
            self._section.setExpanded(True)
        self._items.append(item)
        self._titles.append(title)
        if index == 0:
            self.sidebar.setCurrentItem(item)
            self.notes.show_view(self.view_id(0))
        return index

    def add_deferred(self, make, title: str, tip: str = "", name: str = "") -> int:
        """A view made by ``make()`` when first shown or asked for (``widget(index)``);
        ``name`` is its object name (its holder's is ``<name>_holder`` at once)."""
        index = self.addTab(None, title, tip, name)
        self._makers[index] = make
        if name:
            self._named[name] = index
        return index

    def view_named(self, name: str) -> QWidget:
        """The deferred view added as ``name``, made now if it was not yet."""
        return self.widget(self._named[name])

    def made_view(self, name: str) -> QWidget | None:
        """The deferred view added as ``name`` if it is made, else None (a view not made yet
        has nothing to update: its maker reads the owner's state when it is made)."""
        return self._pages[self._named[name]]

    def is_made(self, index: int) -> bool:
        """Whether page ``index``'s view exists (a deferred one is made on first need)."""
        return self._pages[index] is not None

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802 (Qt API)
        self.widget(index)          # a deferred view is made before its page shows
        super().setCurrentIndex(index)

    def build(self, owner, spec, makers=None) -> None:
        """Sections and views from ``spec`` — ``((section, ((attribute, title, tip), …)), …)``
        with each view the ``owner``'s attribute of that name (a tab declares its navigator as
        data, in the notes' order). A view whose attribute is in ``makers`` (attribute → a
        function that makes it) is deferred (:meth:`add_deferred`), named after its attribute
        (the owner reaches it through a :func:`deferred_view` attribute)."""
        makers = makers or {}
        for section, views in spec:
            self.add_section(section)
            for attribute, title, tip in views:
                if attribute in makers:
                    self.add_deferred(makers[attribute], title, tip, attribute)
                else:
                    self.addTab(getattr(owner, attribute), title, tip)

    def add_practice(self, owner) -> QWidget:
        """The Practice section every tab ends with: the engine's exercises of this tab's kinds
        and its chapters' questions (``ui.widgets.practice``). Returns the view."""
        from PySide6.QtCore import QT_TRANSLATE_NOOP

        from .practice import PracticeView

        view = PracticeView(self.key, owner)
        self.add_section(QT_TRANSLATE_NOOP("Navigator", "Practice"))
        self.addTab(view, QT_TRANSLATE_NOOP("Navigator", "Exercises"),
                    QT_TRANSLATE_NOOP("Navigator", "Problems generated and graded by the engine, "
                                                   "and the chapters' questions"))
        return view

    # -- QTabWidget's API --------------------------------------------------------------------
    def tabText(self, index: int) -> str:  # noqa: N802
        return self._titles[index]

    def setTabText(self, index: int, title: str) -> None:  # noqa: N802
        self._titles[index] = title
        self._items[index].setText(0, _tr(title).replace("&&", "&"))

    def index_of_title(self, title: str) -> int:
        """The page whose English title is ``title`` (``&&`` or ``&``), else −1."""
        for i, t in enumerate(self._titles):
            if title in (t, t.replace("&&", "&")):
                return i
        return -1

    def _retranslate_list(self) -> None:
        self.sidebar.setAccessibleName(_tr(VIEWS))
        self.sidebar.setToolTip(_tr(VIEWS_TIP))

    def retranslate(self) -> None:
        self._retranslate_list()
        self.notes.show_view(self.view_id())
        for item, title, tip in self._sources:
            item.setText(0, _tr(title).replace("&&", "&"))
            item.setToolTip(0, _tr(tip) or _tr(title).replace("&&", "&"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def setTabToolTip(self, index: int, tip: str) -> None:  # noqa: N802
        self._items[index].setToolTip(0, tip)

    def setTabVisible(self, index: int, visible: bool) -> None:  # noqa: N802
        self._items[index].setHidden(not visible)

    def item(self, index: int) -> QTreeWidgetItem:
        """The list entry of page ``index`` (tests click its rectangle)."""
        return self._items[index]

    def item_rect(self, index: int):
        """Where page ``index``'s entry is drawn, in the sidebar's viewport coordinates."""
        return self.sidebar.visualItemRect(self._items[index])

    def widget(self, index: int) -> QWidget | None:
        """The view of page ``index`` (not the scroll area that holds it), made now if it was
        deferred."""
        if not 0 <= index < len(self._pages):
            return None
        if self._pages[index] is None:
            view = self._makers.pop(index)()
            self._pages[index] = view
            self._layouts[index].addWidget(view)
            guard(view)     # as the window guards a tab when it is built: the wheel needs focus
        return self._pages[index]

    def currentWidget(self) -> QWidget | None:  # noqa: N802
        return self.widget(self.currentIndex())

    def indexOf(self, widget: QWidget) -> int:  # noqa: N802
        """The page of ``widget`` (a view, or the scroll area that holds it), else −1."""
        for i, page in enumerate(self._pages):
            if (page is not None and widget is page) or widget is super().widget(i):
                return i
        return -1

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802
        """Show the view holding ``widget`` (the view itself or anything inside it)."""
        while widget is not None and self.indexOf(widget) < 0:
            widget = widget.parentWidget()
        if widget is not None:
            self.setCurrentIndex(self.indexOf(widget))

    # -- keeping list and stack together -------------------------------------------------------
    def _fit_sidebar(self) -> None:
        """The list is as tall as its entries (never scrolled); the notes take the rest."""
        rows = len(self._sources)
        line = max(self.sidebar.fontMetrics().height() + 4, 18)
        self.sidebar.setFixedHeight(rows * line + 8)

    def _item_chosen(self, item, _previous=None):
        if item is None:
            return
        index = item.data(0, PAGE_ROLE)
        if index is None:                          # a section heading: keep the page on show
            self.sidebar.setCurrentItem(self._items[self.currentIndex()])
            return
        if index != self.currentIndex():
            self.setCurrentIndex(index)

    def view_id(self, index: int | None = None) -> str:
        """"<tab>/<English title>" of page ``index`` (the one on show by default)."""
        index = self.currentIndex() if index is None else index
        return f"{self.key}/{self._titles[index].replace('&&', '&')}" if 0 <= index < len(
            self._titles) else ""

    def _page_changed(self, index: int) -> None:
        self.widget(index)          # shown by Qt itself (a page removed before it): made now
        if 0 <= index < len(self._items) and self.sidebar.currentItem() is not self._items[index]:
            self.sidebar.blockSignals(True)
            self.sidebar.setCurrentItem(self._items[index])
            self.sidebar.blockSignals(False)
        self.notes.show_view(self.view_id(index))


def deferred_view(name: str, navigator: str = "views") -> property:
    """A tab's attribute for its deferred view ``name`` (``add_deferred(…, name=name)`` on the
    tab's ``navigator`` attribute): reading it makes the view if it was not yet, so code and
    tests reach a deferred view as they reached one built up front."""
    return property(lambda owner: getattr(owner, navigator).view_named(name),
                    doc=f"The {name.replace('_', ' ')} (made on first use).")


def navigator_layout(tab: QWidget, navigator: Navigator, content: QWidget) -> None:
    """The layout every tab shares: the navigator's list at the far left, ``content`` (which
    holds the navigator's stack somewhere inside) beside it."""
    from PySide6.QtWidgets import QHBoxLayout

    row = QHBoxLayout(tab)
    row.setContentsMargins(style.SPACE_XS, style.SPACE_XS, style.SPACE_XS, style.SPACE_XS)
    row.setSpacing(style.SPACE_S)
    row.addWidget(navigator.column)
    row.addWidget(content, 1)
