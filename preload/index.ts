import { contextBridge, ipcRenderer } from 'electron';
import { createHavenApi } from './api';

contextBridge.exposeInMainWorld('haven', createHavenApi(ipcRenderer));
