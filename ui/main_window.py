"""The main window: tabs, menus, status bar; closing cancels every run and waits for workers."""
from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QTabWidget

from .runner import AlgorithmRunner, cancel_all
from .tabs.clustering.tab import ClusteringTab
from .tabs.hmm.tab import HmmTab
from .tabs.spam.tab import SpamTab
from .tabs.svm.tab import SvmTab
from .tabs.text.tab import TextTab


class MainWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Trellis")
        self.setObjectName("main_window")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("main_tabs")
        self.text_tab = TextTab(self)
        self.clustering_tab = ClusteringTab(self)
        self.tabs.addTab(self.text_tab, "Text processing")
        self.spam_tab = SpamTab(self)
        self.tabs.addTab(self.spam_tab, "Spam filtering")
        self.svm_tab = SvmTab(self)
        self.hmm_tab = HmmTab(self)
        self.tabs.addTab(self.hmm_tab, "HMM tagging")
        self.tabs.addTab(self.clustering_tab, "Clustering")
        self.tabs.addTab(self.svm_tab, "SVM")
        self.setCentralWidget(self.tabs)
        self._menus()
        self.statusBar().showMessage("Open a file or start from a sample; Step or Run the algorithms.")
        self.resize(1400, 900)

    def _menus(self):
        file_menu = self.menuBar().addMenu("&File")
        open_action = QAction("&Open…", self, shortcut=QKeySequence.Open)
        open_action.triggered.connect(self._open)
        quit_action = QAction("&Quit", self, shortcut=QKeySequence.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(open_action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu("&Help")
        about = QAction("&About Trellis", self)
        about.triggered.connect(lambda: QMessageBox.about(
            self, "About Trellis", "Trellis — a workbench for studying classic NLP and machine "
            "learning, one iteration at a time."))
        help_menu.addAction(about)

    def _open(self):
        """File > Open: every tab's ``open_dialog`` asks for its data (not a saved model)."""
        self.tabs.currentWidget().open_dialog()

    def tab_widgets(self):
        return [self.tabs.widget(i) for i in range(self.tabs.count())]

    def closeEvent(self, event):
        cancel_all(self)
        AlgorithmRunner.wait_all(10_000)
        super().closeEvent(event)
